import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeShape } from './route-shape.ts';
import type { ApiDefinition, Endpoint } from './types.ts';

// The committed definition (generated from the installed SDK; test/api-definition.test.ts fails
// when it is stale). Read as data rather than imported, so the type checker skips its 700 kB.

export const definition = JSON.parse(
  readFileSync(join(import.meta.dirname, 'stripe-api.json'), 'utf8'),
) as ApiDefinition;

const byShape = new Map(
  Object.entries(definition.endpoints).map(([key, e]) => {
    const [method = '', path = ''] = key.split(' ');
    return [routeShape(method, path), e];
  }),
);

/** The definition of a sandbox route, e.g. (`POST`, `/v1/subscriptions/:id`). */
export function endpointFor(method: string, routePath: string): Endpoint | undefined {
  return byShape.get(routeShape(method, routePath));
}
