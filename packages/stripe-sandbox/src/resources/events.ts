import { str } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst } from '../store.ts';

export function eventRoutes(sb: Sandbox): Route[] {
  return [
    { method: 'GET', path: '/v1/events/:id', handler: (r) => sb.get('events', r.params.id ?? '') },
    {
      method: 'GET',
      path: '/v1/events',
      handler: (r) => {
        const type = str(r.body, 'type');
        // `type` accepts a trailing wildcard, e.g. `invoice.*`.
        const match = (t: string) =>
          !type || (type.endsWith('*') ? t.startsWith(type.slice(0, -1)) : t === type);
        const all = Object.values(sb.state.events).filter((e) => match(e.type));
        return listResponse(newestFirst(all), '/v1/events', r.body);
      },
    },
  ];
}
