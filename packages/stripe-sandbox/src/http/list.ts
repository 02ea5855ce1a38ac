import { invalidRequest } from './errors.ts';
import { int, str, type Params } from './form.ts';

// Stripe list objects: newest first, `limit` (1..100, default 10), `starting_after` /
// `ending_before` cursors by object id.
export function listResponse<T extends { id: string }>(
  items: T[],
  url: string,
  p: Params,
): { object: 'list'; data: T[]; has_more: boolean; url: string } {
  const limit = int(p, 'limit') ?? 10;
  if (!(limit >= 1 && limit <= 100)) {
    throw invalidRequest('Invalid integer: limit must be between 1 and 100.', 'limit');
  }
  let start = 0;
  let end = items.length;
  const after = str(p, 'starting_after');
  const before = str(p, 'ending_before');
  if (after) {
    const i = items.findIndex((x) => x.id === after);
    if (i < 0) throw invalidRequest(`No such object: '${after}'`, 'starting_after', 'resource_missing', 404);
    start = i + 1;
  } else if (before) {
    const i = items.findIndex((x) => x.id === before);
    if (i < 0) throw invalidRequest(`No such object: '${before}'`, 'ending_before', 'resource_missing', 404);
    end = i;
    start = Math.max(0, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  return { object: 'list', data, has_more: start + limit < end, url };
}
