import type { OpsContext } from '../context';
import { parseInput } from '../input';
import { opsCursor, PageArgs, pageOf } from '../paging';
import * as repo from './fan-pages.repository';

const DEFAULT_PAGE = 20;
const ledgerCursor = opsCursor('ledger', ['timestamp', 'bigint']);
const purchaseCursor = opsCursor('purchase', ['timestamp', 'uuid']);

function pageArgs(raw: unknown, cursor: ReturnType<typeof opsCursor>) {
  const args = parseInput(PageArgs, raw);
  const first = args.first ?? DEFAULT_PAGE;
  return { first, after: args.after ? cursor.decode(args.after) : null };
}

/** A fan's ledger entries, newest first, a page at a time (keyset: rows added meanwhile never shift it). */
export async function fanLedgerPage(ctx: OpsContext, listenerId: number, raw: unknown) {
  const { first, after } = pageArgs(raw, ledgerCursor);
  const rows = await repo.ledgerPage(ctx.db, listenerId, { after, limit: first + 1 });
  return pageOf(rows, first, (r) => ledgerCursor.encode([r.key_time, r.id]));
}

/** A fan's point purchases, newest first, a page at a time. */
export async function fanPurchasesPage(ctx: OpsContext, listenerId: number, raw: unknown) {
  const { first, after } = pageArgs(raw, purchaseCursor);
  const rows = await repo.purchasesPage(ctx.db, listenerId, { after, limit: first + 1 });
  return pageOf(rows, first, (r) => purchaseCursor.encode([r.key_time, r.id]));
}
