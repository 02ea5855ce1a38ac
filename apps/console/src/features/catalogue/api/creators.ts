import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArchiveCreatorMutation,
  ArchiveCreatorMutationVariables,
  ConsoleCreatorQuery,
  ConsoleCreatorQueryVariables,
  ConsoleCreatorsQuery,
  ConsoleCreatorsQueryVariables,
  CreateCreatorMutation,
  CreateCreatorMutationVariables,
  UnarchiveCreatorMutation,
  UnarchiveCreatorMutationVariables,
  UpdateCreatorMutation,
  UpdateCreatorMutationVariables,
} from '../../../graphql/generated/operations';
import { NEXT_PAGE } from '../../../lib/next-page';

/** One page of creators for the list: what the table shows, and each tier only to count the live ones. */
export const CONSOLE_CREATORS: TypedDocumentNode<ConsoleCreatorsQuery, ConsoleCreatorsQueryVariables> = gql`
  query ConsoleCreators($first: Int!, $after: String) {
    creatorsPage(first: $first, after: $after) {
      nodes {
        id
        slug
        name
        englishName
        icon
        archivedAt
        tiers {
          id
          archivedAt
        }
      }
      pageInfo {
        ...NextPage
      }
    }
  }
  ${NEXT_PAGE}
`;

/** One creator for its page, with its tiers and every price (archived ones too, marked). */
export const CONSOLE_CREATOR: TypedDocumentNode<ConsoleCreatorQuery, ConsoleCreatorQueryVariables> = gql`
  query ConsoleCreator($id: Int!) {
    creator(id: $id) {
      id
      slug
      name
      englishName
      icon
      iconType
      archivedAt
      tiers {
        id
        creatorId
        slug
        title
        description
        level
        rank
        hasTrial
        restricted
        premiumChat
        voiceCall
        meetingTickets
        meetingMinutes
        archivedAt
        stripeProductId
        prices(includeArchived: true) {
          id
          months
          konbini
          konbiniFee
          price
          archivedAt
          stripePriceId
        }
      }
    }
  }
`;

export const CREATE_CREATOR: TypedDocumentNode<CreateCreatorMutation, CreateCreatorMutationVariables> = gql`
  mutation CreateCreator($input: CreateCreatorInput!) {
    createCreator(input: $input) {
      id
      slug
      name
    }
  }
`;

export const UPDATE_CREATOR: TypedDocumentNode<UpdateCreatorMutation, UpdateCreatorMutationVariables> = gql`
  mutation UpdateCreator($input: UpdateCreatorInput!) {
    updateCreator(input: $input) {
      id
      name
      englishName
      iconType
    }
  }
`;

export const ARCHIVE_CREATOR: TypedDocumentNode<ArchiveCreatorMutation, ArchiveCreatorMutationVariables> =
  gql`
    mutation ArchiveCreator($id: Int!) {
      archiveCreator(id: $id) {
        id
        archivedAt
      }
    }
  `;

export const UNARCHIVE_CREATOR: TypedDocumentNode<
  UnarchiveCreatorMutation,
  UnarchiveCreatorMutationVariables
> = gql`
  mutation UnarchiveCreator($id: Int!) {
    unarchiveCreator(id: $id) {
      id
      archivedAt
    }
  }
`;
