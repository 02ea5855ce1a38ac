import { resolveArrayConnection } from '@pothos/plugin-relay';

/** A Relay connection over a list already loaded, with totalCount. */
export function listConnection<T>(
  args: { first?: number | null; after?: string | null; last?: number | null; before?: string | null },
  list: T[],
) {
  return Object.assign(resolveArrayConnection({ args }, list)!, { totalCount: list.length });
}
