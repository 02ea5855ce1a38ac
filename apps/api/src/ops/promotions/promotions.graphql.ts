import { opsBuilder as b } from '../graphql/builder';
import { idMutation, inputMutation, time } from '../graphql/fields';
import type { OpsCouponRow } from './promotions.repository';
import { listCoupons } from './promotions.repository';
import { createPromotionCode, endPromotionCode } from './promotion-codes';

export const PromotionCode = b.objectRef<OpsCouponRow>('PromotionCode').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    pointTypeId: t.exposeInt('tier_type_id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    amount: t.exposeInt('amount', { description: 'free points per redemption' }),
    validFrom: time(t, 'valid_from'),
    validUntil: time(t, 'valid_until'),
    maxRedemptions: t.exposeInt('max_redemptions'),
    redeemedCount: t.exposeInt('redeemed_count'),
  }),
});

const CreatePromotionCodeInput = b.inputType('CreatePromotionCodeInput', {
  fields: (t) => ({
    pointTypeId: t.int({ required: true }),
    code: t.string({ required: true }),
    name: t.string({ required: true }),
    amount: t.int({ required: true }),
    validFrom: t.field({ type: 'DateTime', required: true }),
    validUntil: t.field({ type: 'DateTime', required: true }),
    maxRedemptions: t.int({ required: true }),
  }),
});

b.queryFields((t) => ({
  promotionCodes: t.field({
    type: [PromotionCode],
    resolve: (_r, _a, ctx) => listCoupons(ctx.db, ctx.projectId),
  }),
}));

b.mutationFields((t) => ({
  createPromotionCode: inputMutation(t, PromotionCode, CreatePromotionCodeInput, createPromotionCode),
  endPromotionCode: idMutation(t, PromotionCode, endPromotionCode),
}));
