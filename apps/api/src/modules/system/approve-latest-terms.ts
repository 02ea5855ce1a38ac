import type { Context } from '../../graphql/context';
import { notFound } from '../../graphql/errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import { approve, findLatestTerms } from './terms.repository';

/** Records the listener's approval of the latest terms; approving twice is harmless. */
export async function approveLatestTerms(ctx: Context, listener: ListenerRow): Promise<{ version: string }> {
  const latest = await findLatestTerms(ctx.db, listener.project_id, ctx.now());
  if (!latest) throw notFound('利用規約が見つかりません。');
  await approve(ctx.db, listener.id, latest.id);
  return { version: latest.version };
}
