import DataLoader from 'dataloader';
import { rowsPerKey } from '../../lib/rows-per-key';
import type { Services } from '../../services';
import { findListenersByUid, type ListenerRow } from './listeners.repository';

type ListenerKey = { projectId: string; uid: string };

const loaders = new WeakMap<object, DataLoader<ListenerKey, ListenerRow | null>>();
const keyString = (key: ListenerKey) => JSON.stringify([key.projectId, key.uid]);

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
        // A key asked by several requests is read once (IN), and each request gets its own copy of
        // the row: a caller may replace fields of its row (the e-mail follow-up).
        const rows = await findListenersByUid(services.db, keys);
        return rowsPerKey(keys.map(keyString), rows, (row) =>
          keyString({ projectId: row.project_id, uid: row.firebase_uid }),
        ).map(([row]) => (row ? { ...row } : null));
      },
      // No cache: a row is never served to a later request. Batches close after the I/O callbacks of
      // this turn have run (setImmediate), so requests that arrived together share one statement.
      { cache: false, batchScheduleFn: (run) => setImmediate(run), maxBatchSize: 500 },
    );
    loaders.set(services.db, loader);
  }
  return loader.load({ projectId, uid });
}
