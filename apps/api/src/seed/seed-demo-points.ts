import type { Db } from '../db/db';
import { creditPurchase } from '../ledger/credit-purchase';
import { debitSpend } from '../ledger/debit-spend';
import { postEntries } from '../ledger/post-entries';
import { CREATORS, DEMO_PROJECT, POINT_PACKAGES, PROMOTION_CODES } from './demo-data';

const EVENTS = 46;
const DAY = 86_400_000;
const SPEND_AMOUNTS = [30, 50, 100, 20, 80, 10];
const PURCHASES = [2, 1, 3, 0, 2, 4]; // indexes into POINT_PACKAGES

/**
 * Gives the demo listener a history for the points pages: a welcome-code credit, purchases and
 * spends over the last ~60 days (46 entries or more). Every entry has a fixed idempotency key, so
 * running it again changes nothing; dates are relative to the first run.
 */
export async function seedDemoPoints(db: Db, listenerId: number, now: Date): Promise<void> {
  const projectId = DEMO_PROJECT.id;
  const [type] = await db.query<{ id: number }>(
    `SELECT id FROM point_tier_types WHERE project_id = $1 AND key = 'point_tiers'`,
    [projectId],
  );
  if (!type) throw new Error('seed the catalogue first');
  const base = { projectId, listenerId, tierTypeId: type.id };
  const at = (i: number) => new Date(now.getTime() - (EVENTS - i) * 1.3 * DAY);

  for (let i = 0; i < EVENTS; i++) {
    if (i === 1) await redeemWelcome(db, base, at(i));
    else if (i % 4 === 0) {
      const pkg = POINT_PACKAGES[PURCHASES[(i / 4) % PURCHASES.length]!]!;
      await creditPurchase(db, {
        ...base,
        amount: pkg.amount,
        price: pkg.webPrice,
        name: `${pkg.amount.toLocaleString('ja-JP')}pt購入`,
        idempotencyKey: `purchase:pi_demo_seed_${i}`,
        reference: `pi_demo_seed_${i}`,
        occurredAt: at(i),
      });
    } else {
      const creator = CREATORS[i % CREATORS.length]!;
      await debitSpend(db, {
        ...base,
        amount: SPEND_AMOUNTS[i % SPEND_AMOUNTS.length]!,
        name: `メッセージ送信: ${creator.name}`,
        idempotencyKey: `spend:${listenerId}:demo-seed-${i}`,
        occurredAt: at(i),
      });
    }
  }
}

/** The same steps as a real redemption, so the code then counts as used by the demo listener. */
async function redeemWelcome(
  db: Db,
  base: { projectId: string; listenerId: number; tierTypeId: number },
  at: Date,
) {
  const code = PROMOTION_CODES[0];
  await db.transaction(async (tx) => {
    const [coupon] = await tx.query<{ id: number; name: string; amount: number }>(
      `SELECT id, name, amount FROM coupons WHERE project_id = $1 AND code = $2`,
      [base.projectId, code.code],
    );
    if (!coupon) return;
    const inserted = await tx.query(
      `INSERT INTO coupon_redemptions (coupon_id, listener_id, redeemed_at) VALUES ($1, $2, $3)
       ON CONFLICT (coupon_id, listener_id) DO NOTHING RETURNING coupon_id`,
      [coupon.id, base.listenerId, at.toISOString()],
    );
    if (inserted.length === 0) return;
    await tx.query('UPDATE coupons SET redeemed_count = redeemed_count + 1 WHERE id = $1', [coupon.id]);
    await postEntries(tx, {
      ...base,
      kind: 'coupon',
      name: `プロモーションコード: ${coupon.name}`,
      reference: `coupon:${coupon.id}`,
      occurredAt: at,
      operationKey: `coupon:${coupon.id}:${base.listenerId}`,
      plan: () => [{ bucket: 'free', amount: coupon.amount }],
    });
  });
}
