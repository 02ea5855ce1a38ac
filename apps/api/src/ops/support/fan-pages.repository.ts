import { keysetList } from '../../db/keyset';
import { keyTime, type Keyed } from '../lists/ops-list';
import type { FanEntryRow, FanPurchaseRow } from './support.repository';

/** One page of a fan's ledger, newest first, after (time, id) when given: a range of the listener's index. */
export const ledgerPage = keysetList<FanEntryRow & Keyed>(
  `SELECT id::text AS id, tier_type_id, kind, balance, amount, name, price, reference, occurred_at,
     ${keyTime('occurred_at')} AS key_time
   FROM point_ledger_entries WHERE listener_id = $1`,
  [
    ['occurred_at', 'timestamptz'],
    ['id', 'bigint'],
  ],
  true,
).page;

/** One page of a fan's point purchases, newest first, after (created_at, id) when given. */
export const purchasesPage = keysetList<FanPurchaseRow & Keyed>(
  `SELECT id::text AS id, listener_id, tier_type_id, method, amount, price, status, stripe_payment_intent_id,
     stripe_refund_id, refunded_at, created_at, ${keyTime('created_at')} AS key_time
   FROM point_purchases WHERE listener_id = $1`,
  [
    ['created_at', 'timestamptz'],
    ['id', 'uuid'],
  ],
  true,
).page;
