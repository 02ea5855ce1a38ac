import { byId, listing, withInput } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  ArchiveCreatorMutation,
  ArchiveCreatorMutationVariables,
  CreateCreatorMutation,
  CreateCreatorMutationVariables,
  CreatorsQuery,
  CreatorsQueryVariables,
  UnarchiveCreatorMutation,
  UnarchiveCreatorMutationVariables,
  UpdateCreatorMutation,
  UpdateCreatorMutationVariables,
} from '../graphql/generated/operations';
import { CREATOR_FIELDS, CREATOR_PROFILE, PRICE_FIELDS, TIER_FIELDS } from './fragments';
import { id, picture, SLUG } from './options';

// Creators: the catalogue's top level, with their tiers and live prices.

const CREATORS: TypedDocumentNode<CreatorsQuery, CreatorsQueryVariables> = gql`
  query Creators {
    creators {
      ...CreatorFields
      tiers {
        ...TierFields
        prices {
          ...PriceFields
        }
      }
    }
  }
  ${CREATOR_FIELDS}
  ${TIER_FIELDS}
  ${PRICE_FIELDS}
`;

const CREATE_CREATOR: TypedDocumentNode<CreateCreatorMutation, CreateCreatorMutationVariables> = gql`
  mutation CreateCreator($i: CreateCreatorInput!) {
    createCreator(input: $i) {
      ...CreatorProfile
    }
  }
  ${CREATOR_PROFILE}
`;

const UPDATE_CREATOR: TypedDocumentNode<UpdateCreatorMutation, UpdateCreatorMutationVariables> = gql`
  mutation UpdateCreator($i: UpdateCreatorInput!) {
    updateCreator(input: $i) {
      ...CreatorProfile
    }
  }
  ${CREATOR_PROFILE}
`;

const ARCHIVE_CREATOR: TypedDocumentNode<ArchiveCreatorMutation, ArchiveCreatorMutationVariables> = gql`
  mutation ArchiveCreator($id: Int!) {
    archiveCreator(id: $id) {
      ...CreatorFields
    }
  }
  ${CREATOR_FIELDS}
`;

const UNARCHIVE_CREATOR: TypedDocumentNode<UnarchiveCreatorMutation, UnarchiveCreatorMutationVariables> = gql`
  mutation UnarchiveCreator($id: Int!) {
    unarchiveCreator(id: $id) {
      ...CreatorFields
    }
  }
  ${CREATOR_FIELDS}
`;

export const CREATORS_COMMANDS = [
  listing({ name: 'creators', summary: 'Creators with their tiers and live prices.', document: CREATORS }),
  withInput({
    name: 'create-creator',
    usage:
      'create-creator --slug <slug> --name <name> --english-name <name> [--icon <file> | --icon-colors <#from,#to>]',
    summary: 'A new creator. Without --icon the creator gets a generated icon.',
    document: CREATE_CREATOR,
    input: [
      SLUG,
      { name: 'name', type: 'string', required: true, help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', required: true, help: 'name in English' },
      picture('icon'),
      {
        name: 'icon-colors',
        type: 'string',
        help: "the generated icon's gradient: two #rrggbb colours, from and to (e.g. #d1127a,#6a3df0)",
        // The API checks the two colours (and refuses them beside an uploaded icon).
        read: (colors: string) => colors.split(','),
      },
    ],
  }),
  withInput({
    name: 'update-creator',
    usage: 'update-creator --id <id> [--name <name>] [--english-name <name>] [--icon <file>]',
    summary: "Changes a creator's names or icon.",
    document: UPDATE_CREATOR,
    input: [
      id('creator'),
      { name: 'name', type: 'string', help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', help: 'name in English' },
      picture('icon'),
    ],
  }),
  byId({
    name: 'archive-creator',
    thing: 'creator',
    summary:
      'Stops offering a creator to fans (no new members on any tier); members keep their memberships, renewals, cancel and resume.',
    document: ARCHIVE_CREATOR,
  }),
  byId({
    name: 'unarchive-creator',
    thing: 'creator',
    summary: 'Offers an archived creator again, with their tiers and prices as they were.',
    document: UNARCHIVE_CREATOR,
  }),
];
