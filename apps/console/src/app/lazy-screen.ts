import type { ComponentType } from 'react';

/** Turns `() => import('./Screen')` (default export) into a data-router `lazy` function. */
export function screen(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
