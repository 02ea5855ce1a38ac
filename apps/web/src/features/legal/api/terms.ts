import { gql, type TypedDocumentNode } from '@apollo/client';

export interface LatestTermsData {
  latestTermsAndConditions: { version: string; title: string; body: string; publishedAt: string };
}

export const LATEST_TERMS: TypedDocumentNode<LatestTermsData, Record<string, never>> = gql`
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
  { approveLatestTermsAndConditions: { version: string } },
  Record<string, never>
> = gql`
  mutation ApproveLatestTermsAndConditions {
    approveLatestTermsAndConditions {
      version
    }
  }
`;
