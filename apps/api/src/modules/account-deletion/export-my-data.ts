import type { Queryable } from '../../db/db';

/**
 * The fan's data as one JSON document (「データをダウンロード」 before 退会): profile, memberships with
 * their paid periods and history, the points history and balances, and the payments. Read from the
 * tables themselves, so it holds what the product keeps about the fan, not what a screen shows.
 */
export async function exportMyData(db: Queryable, listenerId: number, now: Date): Promise<string> {
  const one = async <T>(sql: string) => (await db.query<T>(sql, [listenerId]))[0] ?? null;
  const all = <T>(sql: string) => db.query<T>(sql, [listenerId]);
  const profile = await one(
    `SELECT name, email, to_char(birth_date, 'YYYY-MM-DD') AS "birthDate", gender, created_at AS "createdAt",
            (SELECT coalesce(json_agg(provider ORDER BY provider), '[]') FROM listener_providers WHERE listener_id = $1) AS "signInProviders"
       FROM listeners WHERE id = $1`,
  );
  const memberships = await all(
    `SELECT c.name AS creator, t.title AS tier, m.status, m.platform, m.payment_method AS "paymentMethod",
            m.serial_number AS "serialNumber", m.issued_at AS "issuedAt", m.plan_started_at AS "planStartedAt",
            m.current_period_end AS "currentPeriodEnd", m.cancel_at_period_end AS "cancelAtPeriodEnd",
            (SELECT coalesce(json_agg(json_build_object('tier', pt.title, 'months', p.months, 'amount', p.amount,
                      'paidAt', p.paid_at) ORDER BY p.paid_at), '[]')
               FROM membership_payments p JOIN subscription_tiers pt ON pt.id = p.tier_id WHERE p.membership_id = m.id) AS "paidPeriods",
            (SELECT coalesce(json_agg(json_build_object('event', e.kind, 'cause', e.cause, 'tier', et.title,
                      'at', e.occurred_at) ORDER BY e.occurred_at, e.id), '[]')
               FROM membership_events e JOIN subscription_tiers et ON et.id = e.tier_id WHERE e.membership_id = m.id) AS history
       FROM memberships m JOIN contributors c ON c.id = m.contributor_id JOIN subscription_tiers t ON t.id = m.tier_id
      WHERE m.listener_id = $1 ORDER BY m.issued_at, m.id`,
  );
  const pointBalances = await all(
    `SELECT t.display_name AS "pointType", b.paid, b.free FROM point_balances b
       JOIN point_tier_types t ON t.id = b.tier_type_id WHERE b.listener_id = $1 ORDER BY t.id`,
  );
  const pointHistory = await all(
    `SELECT t.display_name AS "pointType", e.kind, e.balance, e.amount, e.name, e.price, e.occurred_at AS "occurredAt"
       FROM point_ledger_entries e JOIN point_tier_types t ON t.id = e.tier_type_id
      WHERE e.listener_id = $1 ORDER BY e.occurred_at, e.id`,
  );
  const pointPurchases = await all(
    `SELECT p.method, p.amount AS points, p.price, p.status, p.created_at AS "createdAt"
       FROM point_purchases p WHERE p.listener_id = $1 ORDER BY p.created_at, p.id`,
  );
  const card = await one(
    `SELECT brand, last4, exp_month AS "expMonth", exp_year AS "expYear", holder_name AS "holderName"
       FROM saved_cards WHERE listener_id = $1`,
  );
  return JSON.stringify(
    {
      exportedAt: now.toISOString(),
      profile,
      memberships,
      points: { balances: pointBalances, history: pointHistory },
      payments: { pointPurchases, membershipPeriods: 'memberships[].paidPeriods' },
      savedCard: card,
    },
    null,
    2,
  );
}
