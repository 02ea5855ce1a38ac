import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsolePromotionCodesQuery,
  ConsolePromotionCodesQueryVariables,
  CreatePromotionCodeMutation,
  CreatePromotionCodeMutationVariables,
  EndPromotionCodeMutation,
  EndPromotionCodeMutationVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

/** One page of promotion codes, newest first, and the kinds of point they give. */
export const CONSOLE_PROMOTION_CODES: TypedDocumentNode<
  ConsolePromotionCodesQuery,
  ConsolePromotionCodesQueryVariables
> = gql`
  query ConsolePromotionCodes($first: Int!, $after: String) {
    promotionCodesPage(first: $first, after: $after) {
      nodes {
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
      pageInfo {
        ...NextPage
      }
    }
    # For the units and the new code's choice: a project has a handful of kinds of point.
    pointTypesPage(first: 100) {
      nodes {
        id
        name
        unit
        archivedAt
      }
    }
  }
  ${NEXT_PAGE}
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
