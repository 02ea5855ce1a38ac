import { str } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import { resourceRoutes } from './resource-routes.ts';

export function eventRoutes(sb: Sandbox): Route[] {
  return resourceRoutes(sb, '/v1/events', 'events', {
    where: (p) => {
      const type = str(p, 'type');
      // `type` accepts a trailing wildcard, e.g. `invoice.*`.
      return (e) => !type || (type.endsWith('*') ? e.type.startsWith(type.slice(0, -1)) : e.type === type);
    },
  });
}
