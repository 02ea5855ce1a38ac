import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { opsList, PageArgs, type Keyed } from '../lists/ops-list';
import * as repo from './fan-pages.repository';
import type { FanEntryRow, FanPurchaseRow } from './support.repository';

export const FAN_PAGE = 20;
const ledgerList = opsList<FanEntryRow & Keyed>('ledger', ['timestamp', 'bigint'], FAN_PAGE, (r) => [
  r.key_time,
  r.id,
]);
const purchaseList = opsList<FanPurchaseRow & Keyed>('purchase', ['timestamp', 'uuid'], FAN_PAGE, (r) => [
  r.key_time,
  r.id,
]);

/** A fan's ledger entries, newest first, a page at a time (keyset: rows added meanwhile never shift it). */
export const fanLedgerPage = (ctx: OpsContext, listenerId: number, raw: unknown) =>
  ledgerList.read(parseInput(PageArgs, raw), (page) => repo.ledgerPage(ctx.db, listenerId, page));

/** A fan's point purchases, newest first, a page at a time. */
export const fanPurchasesPage = (ctx: OpsContext, listenerId: number, raw: unknown) =>
  purchaseList.read(parseInput(PageArgs, raw), (page) => repo.purchasesPage(ctx.db, listenerId, page));
