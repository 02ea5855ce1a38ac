import { listing, withInput } from '../command';
import { text } from '../files';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  PublishTermsMutation,
  PublishTermsMutationVariables,
  TermsVersionsQuery,
  TermsVersionsQueryVariables,
} from '../graphql/generated/operations';

// The terms every fan approves once.

const TERMS_FIELDS = gql`
  fragment TermsFields on TermsVersion {
    id
    version
    title
    effectiveAt
  }
`;

const TERMS: TypedDocumentNode<TermsVersionsQuery, TermsVersionsQueryVariables> = gql`
  query TermsVersions {
    termsVersions {
      ...TermsFields
    }
  }
  ${TERMS_FIELDS}
`;

const PUBLISH_TERMS: TypedDocumentNode<PublishTermsMutation, PublishTermsMutationVariables> = gql`
  mutation PublishTerms($i: PublishTermsInput!) {
    publishTerms(input: $i) {
      ...TermsFields
    }
  }
  ${TERMS_FIELDS}
`;

export const TERMS_COMMANDS = [
  listing({ name: 'terms', summary: 'Terms versions, latest first.', document: TERMS }),
  withInput({
    name: 'publish-terms',
    usage: 'publish-terms --version <v> --title <t> --body-file <file> [--at <time>]',
    summary:
      'Publishes a terms version now or at a time; from then on every fan approves it once at /terms_and_conditions.',
    document: PUBLISH_TERMS,
    input: [
      { name: 'version', type: 'string', required: true, help: 'e.g. 2026-12-01' },
      { name: 'title', type: 'string', required: true, help: 'title' },
      {
        name: 'body-file',
        field: 'body',
        type: 'file',
        required: true,
        help: 'the text (UTF-8)',
        read: text,
      },
      { name: 'at', field: 'effectiveAt', type: 'date', help: 'when it takes effect (default: now)' },
    ],
  }),
];
