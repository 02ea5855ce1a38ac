import type { Services } from '../../services';
import { badInput, notFound } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { listPointTypes, listTransactions, type Keyset, type TransactionRow } from './points.repository';
import { decodeTransactionCursor } from './transaction-cursor';

export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

interface Args {
  tierTypeId: number;
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** Reads one page: `limit` rows from the cursor, oldest first when `inverted`. */
export type TransactionPageLoader = (page: { limit: number; inverted: boolean }) => Promise<TransactionRow[]>;

/**
 * The listener's ledger entries of one tier type, newest first, keyset-paged (page size 10, at most
 * 50): checks the paging arguments and the tier type, then answers a loader of pages from the cursors.
 */
export async function transactionHistory(
  services: Pick<Services, 'db'>,
  listener: ListenerRow,
  args: Args,
): Promise<TransactionPageLoader> {
  if ((args.first ?? 0) < 0 || (args.last ?? 0) < 0) throw badInput('first', '件数が正しくありません。');
  const after = cursorArg('after', args.after);
  const before = cursorArg('before', args.before);
  const [tierType] = await listPointTypes(services.db, listener.project_id, listener.id, args.tierTypeId);
  if (!tierType) throw notFound('ポイントの種類が見つかりません。');
  return ({ limit, inverted }) =>
    listTransactions(services.db, {
      projectId: listener.project_id,
      listenerId: listener.id,
      tierTypeId: args.tierTypeId,
      after,
      before,
      limit,
      inverted,
    });
}

function cursorArg(field: string, cursor: string | null | undefined): Keyset | undefined {
  if (cursor == null) return undefined;
  const keyset = decodeTransactionCursor(cursor);
  if (!keyset) throw badInput(field, 'カーソルが正しくありません。');
  return keyset;
}
