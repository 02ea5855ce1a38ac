import type { Db } from '../db/db';
import { creditPurchase } from '../ledger/credit-purchase';
import { debitSpend } from '../ledger/debit-spend';
import { creditRedemption } from '../modules/coupons/redeem-coupon';
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

/** Through the real redemption's steps, so the code then counts as used by the demo listener. */
async function redeemWelcome(
  db: Db,
  base: { projectId: string; listenerId: number; tierTypeId: number },
  at: Date,
) {
  const code = PROMOTION_CODES[0];
  await db.transaction(async (tx) => {
    const [coupon] = await tx.query<{ id: number; tier_type_id: number; name: string; amount: number }>(
      `SELECT id, tier_type_id, name, amount FROM coupons WHERE project_id = $1 AND code = $2`,
      [base.projectId, code.code],
    );
    if (coupon)
      await creditRedemption(tx, coupon, { projectId: base.projectId, listenerId: base.listenerId }, at);
  });
}
