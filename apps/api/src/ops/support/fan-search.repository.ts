import type { Queryable } from '../../db/db';
import { OPEN_WORK } from '../dashboard/reconciliation.repository';
import { FAN_COLUMNS, type FanRow } from './support.repository';

/** How an operator's search text names a fan. */
export type FanQuery =
  | { kind: 'email' | 'customer' | 'subscription' | 'paymentIntent' | 'invoice'; value: string }
  | { kind: 'listenerId'; value: number };

// Each kind reads one unique or indexed column of the project's rows, then the fans behind them.
const MATCH: Record<FanQuery['kind'], string> = {
  email: 'lower(l.email) = lower($2)',
  listenerId: 'l.id = $2::int',
  customer: 'c.stripe_customer_id = $2',
  subscription: `l.id IN (SELECT listener_id FROM memberships WHERE stripe_subscription_id = $2
    UNION SELECT listener_id FROM memberships WHERE pending_stripe_subscription_id = $2)`,
  paymentIntent: 'l.id IN (SELECT listener_id FROM point_purchases WHERE stripe_payment_intent_id = $2)',
  invoice: `l.id IN (SELECT m.listener_id FROM membership_payments p JOIN memberships m ON m.id = p.membership_id
      WHERE p.stripe_invoice_id = $2
    UNION SELECT listener_id FROM unpaid_renewals WHERE invoice_id = $2)`,
};

/** The project's fans the query names (an e-mail may belong to several sign-in identities). */
export function searchFans(db: Queryable, projectId: string, query: FanQuery, limit: number) {
  return db.query<FanRow>(
    `SELECT ${FAN_COLUMNS} WHERE l.project_id = $1 AND ${MATCH[query.kind]} ORDER BY l.id LIMIT $3`,
    [projectId, query.value, limit],
  );
}

export interface FanOpenWorkRow {
  open_purchases: number;
  pending_registrations: number;
  open_renewals: number;
}

/** What the reconciler still has to settle for one fan (OPEN_WORK), and their renewals not paid yet. */
export async function fanOpenWork(db: Queryable, listenerId: number): Promise<FanOpenWorkRow> {
  const rows = await db.query<FanOpenWorkRow>(
    `SELECT ${OPEN_WORK('listener_id')},
       (SELECT count(*)::int FROM unpaid_renewals WHERE listener_id = $1 AND status = 'open') AS open_renewals`,
    [listenerId],
  );
  return rows[0]!;
}
