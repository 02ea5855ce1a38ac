import { int, optStr, str } from '../args';
import { byId, listing, operation } from '../command';
import { image } from '../files';
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
import { CREATOR_FIELDS, PRICE_FIELDS, TIER_FIELDS } from './fragments';
import { picture, SLUG } from './options';

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
      id
      slug
      name
      englishName
      iconType
    }
  }
`;

const UPDATE_CREATOR: TypedDocumentNode<UpdateCreatorMutation, UpdateCreatorMutationVariables> = gql`
  mutation UpdateCreator($i: UpdateCreatorInput!) {
    updateCreator(input: $i) {
      id
      slug
      name
      englishName
      iconType
    }
  }
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
  listing({
    name: 'creators',
    summary: 'Creators with their tiers and live prices.',
    document: CREATORS,
    pick: (d) => d.creators,
  }),
  operation({
    name: 'create-creator',
    usage:
      'create-creator --slug <slug> --name <name> --english-name <name> [--icon <file> | --icon-colors <#from,#to>]',
    summary: 'A new creator. Without --icon the creator gets a generated icon.',
    options: [
      SLUG,
      { name: 'name', type: 'string', required: true, help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', required: true, help: 'name in English' },
      picture('icon'),
      {
        name: 'icon-colors',
        type: 'string',
        help: "the generated icon's gradient: two #rrggbb colours, from and to (e.g. #d1127a,#6a3df0)",
      },
    ],
    document: CREATE_CREATOR,
    variables: (v) => ({
      i: {
        slug: str(v, 'slug'),
        name: str(v, 'name'),
        englishName: str(v, 'english-name'),
        icon: image(v.icon),
        // The API checks the two colours (and refuses them beside an uploaded icon).
        iconColors: optStr(v, 'icon-colors')?.split(','),
      },
    }),
    pick: (d) => d.createCreator,
  }),
  operation({
    name: 'update-creator',
    usage: 'update-creator --id <id> [--name <name>] [--english-name <name>] [--icon <file>]',
    summary: "Changes a creator's names or icon.",
    options: [
      { name: 'id', type: 'int', required: true, help: 'creator id' },
      { name: 'name', type: 'string', help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', help: 'name in English' },
      picture('icon'),
    ],
    document: UPDATE_CREATOR,
    variables: (v) => ({
      i: {
        id: int(v, 'id'),
        name: optStr(v, 'name'),
        englishName: optStr(v, 'english-name'),
        icon: image(v.icon),
      },
    }),
    pick: (d) => d.updateCreator,
  }),
  byId({
    name: 'archive-creator',
    thing: 'creator',
    summary:
      'Stops offering a creator to fans (no new members on any tier); members keep their memberships, renewals, cancel and resume.',
    document: ARCHIVE_CREATOR,
    pick: (d) => d.archiveCreator,
  }),
  byId({
    name: 'unarchive-creator',
    thing: 'creator',
    summary: 'Offers an archived creator again, with their tiers and prices as they were.',
    document: UNARCHIVE_CREATOR,
    pick: (d) => d.unarchiveCreator,
  }),
];
