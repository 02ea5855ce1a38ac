import type { Queryable } from '../../db/db';
import { keyTime } from '../paging';
import type { FanEntryRow, FanPurchaseRow } from './support.repository';

export interface Keyed {
  /** The row's ORDER BY time with microseconds, for its cursor. */
  key_time: string;
}

/** One page of a fan's ledger, newest first, after (time, id) when given: a range of the listener's index. */
export function ledgerPage(
  db: Queryable,
  listenerId: number,
  page: { after: string[] | null; limit: number },
): Promise<(FanEntryRow & Keyed)[]> {
  const params: unknown[] = [listenerId, page.limit];
  if (page.after) params.push(...page.after);
  return db.query<FanEntryRow & Keyed>(
    `SELECT id::text AS id, tier_type_id, kind, balance, amount, name, price, reference, occurred_at,
       ${keyTime('occurred_at')} AS key_time
     FROM point_ledger_entries WHERE listener_id = $1
       ${page.after ? 'AND (occurred_at, id) < ($3::timestamptz, $4::bigint)' : ''}
     ORDER BY occurred_at DESC, id DESC LIMIT $2`,
    params,
  );
}

/** One page of a fan's point purchases, newest first, after (created_at, id) when given. */
export function purchasesPage(
  db: Queryable,
  listenerId: number,
  page: { after: string[] | null; limit: number },
): Promise<(FanPurchaseRow & Keyed)[]> {
  const params: unknown[] = [listenerId, page.limit];
  if (page.after) params.push(...page.after);
  return db.query<FanPurchaseRow & Keyed>(
    `SELECT id::text AS id, listener_id, tier_type_id, method, amount, price, status, stripe_payment_intent_id,
       stripe_refund_id, refunded_at, created_at, ${keyTime('created_at')} AS key_time
     FROM point_purchases WHERE listener_id = $1
       ${page.after ? 'AND (created_at, id) < ($3::timestamptz, $4::uuid)' : ''}
     ORDER BY created_at DESC, id DESC LIMIT $2`,
    params,
  );
}
