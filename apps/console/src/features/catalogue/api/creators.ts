import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ArchiveCreatorMutation,
  ArchiveCreatorMutationVariables,
  ConsoleCreatorsQuery,
  ConsoleCreatorsQueryVariables,
  CreateCreatorMutation,
  CreateCreatorMutationVariables,
  UnarchiveCreatorMutation,
  UnarchiveCreatorMutationVariables,
  UpdateCreatorMutation,
  UpdateCreatorMutationVariables,
} from '../../../graphql/generated/operations';

/** The catalogue: creators with their tiers and every price (archived ones too, marked). */
export const CONSOLE_CREATORS: TypedDocumentNode<ConsoleCreatorsQuery, ConsoleCreatorsQueryVariables> = gql`
  query ConsoleCreators {
    creators {
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
