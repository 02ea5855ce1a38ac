import type { Services } from '../../services';
import { notFound } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { approve, findLatestTerms } from './terms.repository';

/** Records the listener's approval of the latest terms; approving twice is harmless. */
export async function approveLatestTerms(
  services: Services,
  listener: ListenerRow,
): Promise<{ version: string }> {
  const latest = await findLatestTerms(services.db, listener.project_id, services.now());
  if (!latest) throw notFound('利用規約が見つかりません。');
  await approve(services.db, listener.id, latest.id);
  return { version: latest.version };
}
