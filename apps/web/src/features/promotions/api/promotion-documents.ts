import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PromotionCouponTypesQuery,
  PromotionCouponTypesQueryVariables,
  RedeemCouponMutation,
  RedeemCouponMutationVariables,
} from '../../../graphql/generated/operations';

/** The coupon type to redeem into comes from the point tier type (spec: redeemCoupon(type, code)). */
export const COUPON_TYPES: TypedDocumentNode<PromotionCouponTypesQuery, PromotionCouponTypesQueryVariables> =
  gql`
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

export const REDEEM_COUPON: TypedDocumentNode<RedeemCouponMutation, RedeemCouponMutationVariables> = gql`
  mutation RedeemCoupon($type: String!, $code: String!, $idempotencyKey: String) {
    redeemCoupon(type: $type, code: $code, idempotencyKey: $idempotencyKey) {
      coupon {
        databaseId
        amount
      }
    }
  }
`;
