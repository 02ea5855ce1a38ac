import type { Queryable } from '../../db/db';

/**
 * The parameters to send under a Stripe idempotency key: the ones its first attempt sent. Stripe
 * answers `idempotency_error` when a key comes back with other parameters
 * (https://docs.stripe.com/api/idempotent_requests), and a retry after a crash or a lost answer
 * would otherwise rebuild them from what it reads now: the saved card, the e-mail, the period
 * dates may have changed since. The first attempt records its parameters before Stripe is called;
 * every later one sends the recorded ones, so the retry is the same request.
 */
export async function sentParams<P>(db: Queryable, idempotencyKey: string, params: P): Promise<P> {
  await db.query(
    `INSERT INTO stripe_sent_params (idempotency_key, params) VALUES ($1, $2::jsonb)
     ON CONFLICT (idempotency_key) DO NOTHING`,
    [idempotencyKey, JSON.stringify(params)],
  );
  const rows = await db.query<{ params: P }>(
    'SELECT params FROM stripe_sent_params WHERE idempotency_key = $1',
    [idempotencyKey],
  );
  return rows[0]!.params;
}
