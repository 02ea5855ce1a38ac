import { int, str } from '../args';
import { byId, listing, operation } from '../command';
import { iso } from '../files';
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
import { POINT_TYPE } from './options';

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
  listing({
    name: 'codes',
    summary: 'Promotion codes with their redemption counts.',
    document: CODES,
    pick: (d) => d.promotionCodes,
  }),
  operation({
    name: 'create-code',
    usage:
      'create-code --type <id> --code <CODE> --name <n> --amount <points> --max <n> --until <time> [--from <time>]',
    summary: 'A promotion code: free points, a validity window, a total cap; each fan may use it once.',
    options: [
      POINT_TYPE,
      {
        name: 'code',
        type: 'string',
        required: true,
        help: 'letters, digits, _ and -; matched without regard to case',
      },
      { name: 'name', type: 'string', required: true, help: "shown in the fan's history" },
      { name: 'amount', type: 'int', required: true, help: 'free points per redemption' },
      { name: 'max', type: 'int', required: true, help: 'redemptions in total' },
      { name: 'from', type: 'date', help: 'start (default: now)' },
      { name: 'until', type: 'date', required: true, help: 'end' },
    ],
    document: CREATE_CODE,
    variables: (v) => ({
      i: {
        pointTypeId: int(v, 'type'),
        code: str(v, 'code'),
        name: str(v, 'name'),
        amount: int(v, 'amount'),
        maxRedemptions: int(v, 'max'),
        validFrom: iso(v.from) ?? new Date().toISOString(),
        validUntil: iso(v.until)!,
      },
    }),
    pick: (d) => d.createPromotionCode,
  }),
  byId({
    name: 'end-code',
    thing: 'code',
    summary: 'Ends a code now; points already granted stay.',
    document: END_CODE,
    pick: (d) => d.endPromotionCode,
  }),
];
