import { gql, type TypedDocumentNode } from '@apollo/client';

/** The coupon type to redeem into comes from the point tier type (spec: redeemCoupon(type, code)). */
export const COUPON_TYPES: TypedDocumentNode<
  { tierTypesConnection: { nodes: { id: string; key: string; couponType: string }[] } },
  Record<string, never>
> = gql`
  query PromotionCouponTypes {
    tierTypesConnection {
      nodes {
        id
        key
        couponType
      }
    }
  }
`;

export const REDEEM_COUPON: TypedDocumentNode<
  { redeemCoupon: { coupon: { databaseId: number; amount: number } } },
  { type: string; code: string; idempotencyKey: string }
> = gql`
  mutation RedeemCoupon($type: String!, $code: String!, $idempotencyKey: String) {
    redeemCoupon(type: $type, code: $code, idempotencyKey: $idempotencyKey) {
      coupon {
        databaseId
        amount
      }
    }
  }
`;
