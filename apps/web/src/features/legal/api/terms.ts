import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ApproveLatestTermsAndConditionsMutation,
  ApproveLatestTermsAndConditionsMutationVariables,
  LatestTermsAndConditionsQuery,
  LatestTermsAndConditionsQueryVariables,
} from '../../../graphql/generated/operations';

export const LATEST_TERMS: TypedDocumentNode<
  LatestTermsAndConditionsQuery,
  LatestTermsAndConditionsQueryVariables
> = gql`
  query LatestTermsAndConditions {
    latestTermsAndConditions {
      version
      title
      body
      publishedAt
    }
  }
`;

export const APPROVE_LATEST_TERMS: TypedDocumentNode<
  ApproveLatestTermsAndConditionsMutation,
  ApproveLatestTermsAndConditionsMutationVariables
> = gql`
  mutation ApproveLatestTermsAndConditions {
    approveLatestTermsAndConditions {
      version
    }
  }
`;
