import DataLoader from 'dataloader';
import type { Services } from '../../services';
import { findListenersByUid, type ListenerRow } from './listeners.repository';

const loaders = new WeakMap<object, DataLoader<string, ListenerRow | null>>();

/**
 * The listener row (with its membership version) that every signed-in request reads first, read
 * for all the requests that reach this point in one turn of the event loop by one statement: under
 * load an instance sends one query for many requests instead of one each (the round trip and its
 * system calls were the largest part of a cached home request's cost). Nothing is remembered
 * between turns, so each request still reads the row after it arrived, and a write committed
 * before that is seen at once on every instance (decision 021). Decision 026.
 */
export function lookupListener(
  services: Pick<Services, 'db'>,
  projectId: string,
  uid: string,
): Promise<ListenerRow | null> {
  let loader = loaders.get(services.db);
  if (!loader) {
    loader = new DataLoader(
      async (keys) => {
        const wanted = keys.map((key) => JSON.parse(key) as [string, string]);
        const unique = [
          ...new Map(wanted.map(([projectId, uid]) => [`${projectId}\n${uid}`, { projectId, uid }])).values(),
        ];
        const rows = await findListenersByUid(services.db, unique);
        const byKey = new Map(rows.map((row) => [`${row.project_id}\n${row.firebase_uid}`, row]));
        // Each request gets its own copy: a caller may replace fields of its row (e-mail follow-up).
        return wanted.map(([projectId, uid]) => {
          const row = byKey.get(`${projectId}\n${uid}`);
          return row ? { ...row } : null;
        });
      },
      // No cache: a row is never served to a later request. Batches close after the I/O callbacks of
      // this turn have run (setImmediate), so requests that arrived together share one statement.
      { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 500 },
    );
    loaders.set(services.db, loader);
  }
  return loader.load(JSON.stringify([projectId, uid]));
}
