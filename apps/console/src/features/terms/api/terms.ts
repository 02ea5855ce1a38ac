import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsolePublishTermsMutation,
  ConsolePublishTermsMutationVariables,
  ConsoleTermsQuery,
  ConsoleTermsQueryVariables,
} from '../../../graphql/generated/operations';

export const CONSOLE_TERMS: TypedDocumentNode<ConsoleTermsQuery, ConsoleTermsQueryVariables> = gql`
  query ConsoleTerms {
    termsVersions {
      id
      version
      title
      effectiveAt
      body
    }
  }
`;

export const CONSOLE_PUBLISH_TERMS: TypedDocumentNode<
  ConsolePublishTermsMutation,
  ConsolePublishTermsMutationVariables
> = gql`
  mutation ConsolePublishTerms($input: PublishTermsInput!) {
    publishTerms(input: $input) {
      id
      version
      effectiveAt
    }
  }
`;
