import { byId, listing, withInput } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  CreatePromotionCodeMutation,
  CreatePromotionCodeMutationVariables,
  EndPromotionCodeMutation,
  EndPromotionCodeMutationVariables,
  PromotionCodesQuery,
  PromotionCodesQueryVariables,
} from '../graphql/generated/operations';
import { CODE_FIELDS } from './fragments';
import { now, POINT_TYPE } from './options';

// Promotion codes: free points, a validity window and a total cap.

const CODES: TypedDocumentNode<PromotionCodesQuery, PromotionCodesQueryVariables> = gql`
  query PromotionCodes {
    promotionCodes {
      ...CodeFields
    }
  }
  ${CODE_FIELDS}
`;

const CREATE_CODE: TypedDocumentNode<CreatePromotionCodeMutation, CreatePromotionCodeMutationVariables> = gql`
  mutation CreatePromotionCode($i: CreatePromotionCodeInput!) {
    createPromotionCode(input: $i) {
      ...CodeFields
    }
  }
  ${CODE_FIELDS}
`;

const END_CODE: TypedDocumentNode<EndPromotionCodeMutation, EndPromotionCodeMutationVariables> = gql`
  mutation EndPromotionCode($id: Int!) {
    endPromotionCode(id: $id) {
      ...CodeFields
    }
  }
  ${CODE_FIELDS}
`;

export const PROMOTIONS = [
  listing({ name: 'codes', summary: 'Promotion codes with their redemption counts.', document: CODES }),
  withInput({
    name: 'create-code',
    usage:
      'create-code --type <id> --code <CODE> --name <n> --amount <points> --max <n> --until <time> [--from <time>]',
    summary: 'A promotion code: free points, a validity window, a total cap; each fan may use it once.',
    document: CREATE_CODE,
    input: [
      POINT_TYPE,
      {
        name: 'code',
        type: 'string',
        required: true,
        help: 'letters, digits, _ and -; matched without regard to case',
      },
      { name: 'name', type: 'string', required: true, help: "shown in the fan's history" },
      { name: 'amount', type: 'int', required: true, help: 'free points per redemption' },
      { name: 'max', field: 'maxRedemptions', type: 'int', required: true, help: 'redemptions in total' },
      { name: 'from', field: 'validFrom', type: 'date', help: 'start (default: now)', fallback: now },
      { name: 'until', field: 'validUntil', type: 'date', required: true, help: 'end' },
    ],
  }),
  byId({
    name: 'end-code',
    thing: 'code',
    summary: 'Ends a code now; points already granted stay.',
    document: END_CODE,
  }),
];
