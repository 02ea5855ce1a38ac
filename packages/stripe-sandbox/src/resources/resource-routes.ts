import { str, type Params } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { Route } from '../http/router.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst, type State, type Table } from '../store.ts';

// The routes most Stripe resources have, from one description: `POST /v1/x` creates,
// `GET /v1/x/:id` retrieves ("No such x" when missing), `POST /v1/x/:id` updates and `GET /v1/x`
// lists newest first, paged (http/list.ts).

type Row<K extends Table> = State[K][string];

export interface Resource<K extends Table> {
  create?: (p: Params) => unknown;
  update?: (id: string, p: Params) => unknown;
  /** No plain retrieve: the intents' takes the publishable key with their client secret (client-secret.ts). */
  retrieve?: false;
  /** List filters: each query parameter given keeps the objects whose field of that name equals it. */
  filters?: (keyof Row<K> & string)[];
  /** List filters of another rule, from the query. */
  where?: (p: Params) => (x: Row<K>) => boolean;
  /** No list route (`GET path` is not an endpoint). */
  unlisted?: true;
}

export function resourceRoutes<K extends Table>(
  sb: Sandbox,
  path: string,
  table: K,
  spec: Resource<K> = {},
): Route[] {
  const routes: Route[] = [];
  const { create, update } = spec;
  if (create) routes.push({ method: 'POST', path, handler: (r) => create(r.body) });
  if (spec.retrieve !== false)
    routes.push({ method: 'GET', path: `${path}/:id`, handler: (r) => sb.get(table, r.params.id ?? '') });
  if (update)
    routes.push({ method: 'POST', path: `${path}/:id`, handler: (r) => update(r.params.id ?? '', r.body) });
  if (!spec.unlisted)
    routes.push({ method: 'GET', path, handler: (r) => list(sb, path, table, spec, r.body) });
  return routes;
}

function list<K extends Table>(sb: Sandbox, path: string, table: K, spec: Resource<K>, p: Params) {
  const given = (spec.filters ?? []).flatMap((field) => {
    const value = str(p, field);
    return value ? [[field, value] as const] : [];
  });
  const where = spec.where?.(p);
  const all = (Object.values(sb.state[table]) as Row<K>[]).filter(
    (x) => given.every(([field, value]) => x[field] === value) && (!where || where(x)),
  );
  return listResponse(newestFirst(all as (Row<K> & { id: string; created: number })[]), path, p);
}
