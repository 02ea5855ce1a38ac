import { str } from '../args';
import { listing, operation } from '../command';
import { iso, text } from '../files';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  PublishTermsMutation,
  PublishTermsMutationVariables,
  TermsVersionsQuery,
  TermsVersionsQueryVariables,
} from '../graphql/generated/operations';

// The terms every fan approves once.

const TERMS: TypedDocumentNode<TermsVersionsQuery, TermsVersionsQueryVariables> = gql`
  query TermsVersions {
    termsVersions {
      id
      version
      title
      effectiveAt
    }
  }
`;

const PUBLISH_TERMS: TypedDocumentNode<PublishTermsMutation, PublishTermsMutationVariables> = gql`
  mutation PublishTerms($i: PublishTermsInput!) {
    publishTerms(input: $i) {
      id
      version
      title
      effectiveAt
    }
  }
`;

export const TERMS_COMMANDS = [
  listing({
    name: 'terms',
    summary: 'Terms versions, latest first.',
    document: TERMS,
    pick: (d) => d.termsVersions,
  }),
  operation({
    name: 'publish-terms',
    usage: 'publish-terms --version <v> --title <t> --body-file <file> [--at <time>]',
    summary:
      'Publishes a terms version now or at a time; from then on every fan approves it once at /terms_and_conditions.',
    options: [
      { name: 'version', type: 'string', required: true, help: 'e.g. 2026-12-01' },
      { name: 'title', type: 'string', required: true, help: 'title' },
      { name: 'body-file', type: 'file', required: true, help: 'the text (UTF-8)' },
      { name: 'at', type: 'date', help: 'when it takes effect (default: now)' },
    ],
    document: PUBLISH_TERMS,
    variables: (v) => ({
      i: {
        version: str(v, 'version'),
        title: str(v, 'title'),
        body: text(v['body-file'])!,
        effectiveAt: iso(v.at),
      },
    }),
    pick: (d) => d.publishTerms,
  }),
];
