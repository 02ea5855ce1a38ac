import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsolePromotionCodesQuery,
  ConsolePromotionCodesQueryVariables,
  CreatePromotionCodeMutation,
  CreatePromotionCodeMutationVariables,
  EndPromotionCodeMutation,
  EndPromotionCodeMutationVariables,
} from '../../../graphql/generated/operations';

export const CONSOLE_PROMOTION_CODES: TypedDocumentNode<
  ConsolePromotionCodesQuery,
  ConsolePromotionCodesQueryVariables
> = gql`
  query ConsolePromotionCodes {
    promotionCodes {
      id
      code
      name
      amount
      pointTypeId
      maxRedemptions
      redeemedCount
      validFrom
      validUntil
    }
    pointTypes {
      id
      name
      unit
      archivedAt
    }
  }
`;

export const CREATE_PROMOTION_CODE: TypedDocumentNode<
  CreatePromotionCodeMutation,
  CreatePromotionCodeMutationVariables
> = gql`
  mutation CreatePromotionCode($input: CreatePromotionCodeInput!) {
    createPromotionCode(input: $input) {
      id
      code
    }
  }
`;

export const END_PROMOTION_CODE: TypedDocumentNode<
  EndPromotionCodeMutation,
  EndPromotionCodeMutationVariables
> = gql`
  mutation EndPromotionCode($id: Int!) {
    endPromotionCode(id: $id) {
      id
      validUntil
    }
  }
`;
