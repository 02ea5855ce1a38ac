import { resolveCursorConnection, type ResolveCursorConnectionArgs } from '@pothos/plugin-relay';
import type { Context } from '../../graphql/context';
import { badInput, notFound } from '../../graphql/errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import { listTierTypes, listTransactions, type Keyset } from './points.repository';
import { decodeTransactionCursor, encodeTransactionCursor } from './transaction-cursor';

export const TRANSACTIONS_PAGE_SIZE = 10;
export const TRANSACTIONS_MAX_PAGE_SIZE = 50;

interface Args {
  tierTypeId: number;
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

/** The listener's ledger entries of one tier type, newest first, keyset-paged (page size 10, at most 50). */
export async function listTransactionsConnection(ctx: Context, listener: ListenerRow, args: Args) {
  if ((args.first ?? 0) < 0 || (args.last ?? 0) < 0) throw badInput('first', '件数が正しくありません。');
  const after = cursorArg('after', args.after);
  const before = cursorArg('before', args.before);
  const [tierType] = await listTierTypes(ctx.db, listener.project_id, listener.id, args.tierTypeId);
  if (!tierType) throw notFound('ポイントの種類が見つかりません。');
  return resolveCursorConnection(
    {
      args,
      defaultSize: TRANSACTIONS_PAGE_SIZE,
      maxSize: TRANSACTIONS_MAX_PAGE_SIZE,
      toCursor: (row) => encodeTransactionCursor({ occurredAt: row.occurred_key, id: row.id }),
    },
    ({ limit, inverted }: ResolveCursorConnectionArgs) =>
      listTransactions(ctx.db, {
        projectId: listener.project_id,
        listenerId: listener.id,
        tierTypeId: args.tierTypeId,
        after,
        before,
        limit,
        inverted,
      }),
  );
}

function cursorArg(field: string, cursor: string | null | undefined): Keyset | undefined {
  if (cursor == null) return undefined;
  const keyset = decodeTransactionCursor(cursor);
  if (!keyset) throw badInput(field, 'カーソルが正しくありません。');
  return keyset;
}
