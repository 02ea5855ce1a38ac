export const routerError = {
  title: 'Unexpected Application Error!',
} as const;
