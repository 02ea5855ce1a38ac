/** `/v1/customers/:id` and `/v1/customers/:customer` are the same endpoint. */
export function routeShape(method: string, path: string): string {
  return `${method} ${path.replace(/:[a-z_]+/g, ':*')}`;
}
