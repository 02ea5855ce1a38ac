import { builder } from '../../graphql/builder';
import { oncePerTap, tapKeyArg } from '../../graphql/once-per-tap';
import type { CouponRow } from './coupons.repository';
import { redeemCoupon } from './redeem-coupon';

const Coupon = builder.objectRef<CouponRow>('Coupon').implement({
  description: 'A promotion code as the listener sees it after redeeming it.',
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    amount: t.exposeInt('amount', { description: 'free points granted' }),
  }),
});

const RedeemCouponPayload = builder.objectRef<{ coupon: CouponRow }>('RedeemCouponPayload').implement({
  fields: (t) => ({ coupon: t.field({ type: Coupon, resolve: (p) => p.coupon }) }),
});

builder.mutationField('redeemCoupon', (t) =>
  t.field({
    type: RedeemCouponPayload,
    description: "Redeems a promotion code into free points. type is the tier type's couponType ('point').",
    args: {
      type: t.arg.string({ required: true }),
      code: t.arg.string({ required: true, description: 'at most 20 characters; case-insensitive' }),
      idempotencyKey: tapKeyArg(t.arg),
    },
    resolve: async (_root, { type, code, idempotencyKey }, ctx) => ({
      coupon: await oncePerTap(ctx, 'redeemCoupon', { type, code }, idempotencyKey, (listener) =>
        redeemCoupon(ctx, listener, { type, code }),
      ),
    }),
  }),
);
