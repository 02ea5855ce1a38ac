import { PROMOTION_CODE_MAX_LENGTH } from '@fan/shared';
import { z } from 'zod';
import { badInput, notFound } from '../../lib/domain-error';
import { findOpsPointType } from '../../modules/catalog/point-types.repository';
import { audit, auditedInsert } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput, uniqueOr } from '../input/parse-input';
import * as repo from './promotions.repository';

const CreateCode = z.object({
  pointTypeId: z.number().int().positive(),
  code: z
    .string()
    .trim()
    .min(4)
    .max(PROMOTION_CODE_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only'),
  name: z.string().trim().min(1).max(60),
  /** Free points each redemption grants. */
  amount: z.number().int().min(1).max(100_000),
  validFrom: z.date(),
  validUntil: z.date(),
  /** Redemptions in total; each fan may redeem a code once. */
  maxRedemptions: z.number().int().min(1).max(10_000_000),
});
const EndCode = z.object({ id: z.number().int().positive() });

/** A promotion code: free points, a validity window, a total cap, one use per fan (redeem-coupon.ts). */
export async function createPromotionCode(ctx: OpsContext, raw: unknown) {
  const input = parseInput(CreateCode, raw);
  if (input.validUntil <= input.validFrom)
    throw badInput('validUntil', 'validUntil: must be after validFrom');
  if (input.validUntil <= ctx.now()) throw badInput('validUntil', 'validUntil: already past');
  const type = await findOpsPointType(ctx.db, ctx.projectId, input.pointTypeId);
  if (!type) throw notFound(`point type ${input.pointTypeId} not found`);
  return auditedInsert(ctx, { action: 'createPromotionCode', target: 'code', input }, (tx) =>
    uniqueOr(
      () => repo.insertCoupon(tx, { ...input, projectId: ctx.projectId, typeId: type.id }),
      `code ${input.code} exists (codes match without regard to case)`,
    ),
  );
}

/** Ends a code now: no further redemptions; the points already granted stay with the fans. */
export async function endPromotionCode(ctx: OpsContext, raw: unknown) {
  const input = parseInput(EndCode, raw);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findCoupon(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`code ${input.id} not found`);
    const after = await repo.endCoupon(tx, input.id, ctx.now());
    await audit(ctx, tx, { action: 'endPromotionCode', target: `code:${input.id}`, input, before, after });
    return after;
  });
}
