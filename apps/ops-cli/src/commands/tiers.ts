import { UsageError } from '../args';
import { byId, withInput } from '../command';
import type { Field } from '../fields';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  ArchiveTierMutation,
  ArchiveTierMutationVariables,
  CreateTierMutation,
  CreateTierMutationVariables,
  SetTierPriceMutation,
  SetTierPriceMutationVariables,
  UnarchiveTierMutation,
  UnarchiveTierMutationVariables,
  UpdateTierMutation,
  UpdateTierMutationVariables,
} from '../graphql/generated/operations';
import { PRICE_FIELDS, TIER_FIELDS } from './fragments';
import { id, SLUG } from './options';

// Membership tiers of a creator and their prices per period (card and konbini).

const CREATE_TIER: TypedDocumentNode<CreateTierMutation, CreateTierMutationVariables> = gql`
  mutation CreateTier($i: CreateTierInput!) {
    createTier(input: $i) {
      ...TierFields
    }
  }
  ${TIER_FIELDS}
`;

const UPDATE_TIER: TypedDocumentNode<UpdateTierMutation, UpdateTierMutationVariables> = gql`
  mutation UpdateTier($i: UpdateTierInput!) {
    updateTier(input: $i) {
      ...TierFields
    }
  }
  ${TIER_FIELDS}
`;

const ARCHIVE_TIER: TypedDocumentNode<ArchiveTierMutation, ArchiveTierMutationVariables> = gql`
  mutation ArchiveTier($id: Int!) {
    archiveTier(id: $id) {
      ...TierFields
    }
  }
  ${TIER_FIELDS}
`;

const UNARCHIVE_TIER: TypedDocumentNode<UnarchiveTierMutation, UnarchiveTierMutationVariables> = gql`
  mutation UnarchiveTier($id: Int!) {
    unarchiveTier(id: $id) {
      ...TierFields
    }
  }
  ${TIER_FIELDS}
`;

const SET_TIER_PRICE: TypedDocumentNode<SetTierPriceMutation, SetTierPriceMutationVariables> = gql`
  mutation SetTierPrice($i: SetTierPriceInput!) {
    setTierPrice(input: $i) {
      ...PriceFields
    }
  }
  ${PRICE_FIELDS}
`;

/** The perks a tier offers; update-tier leaves out what is not given, create-tier sends none for it. */
const perks = [
  { name: 'meeting-tickets', type: 'int', help: 'meeting tickets per month' },
  { name: 'meeting-minutes', type: 'int', help: 'meeting minutes per month' },
  { name: 'premium-chat', type: 'bool', help: 'premium chat' },
  { name: 'voice-call', type: 'bool', help: 'voice call' },
  { name: 'trial', field: 'hasTrial', type: 'bool', help: 'a free trial for first-time members' },
  { name: 'restricted', type: 'bool', help: 'restricted tier (not offered to everyone)' },
] as const satisfies Field[];

/** The perks as create-tier sends them: one not given is none (0, false). */
const orNone = <const Perks extends readonly Field[]>(fields: Perks) =>
  fields.map((perk) => ({ ...perk, fallback: perk.type === 'bool' ? false : 0 })) as unknown as {
    [K in keyof Perks]: Perks[K] & { fallback: Perks[K] extends { type: 'bool' } ? false : 0 };
  };

export const TIERS = [
  withInput({
    name: 'create-tier',
    usage:
      'create-tier --creator <id> --slug <slug> --title <t> --description <d> --level <level> --rank <n> [perks]',
    summary: 'A membership tier. Rank 0 is the free tier (level free); higher ranks are paid upgrades.',
    document: CREATE_TIER,
    input: [
      { name: 'creator', field: 'creatorId', type: 'int', required: true, help: 'creator id' },
      SLUG,
      { name: 'title', type: 'string', required: true, help: 'title' },
      { name: 'description', type: 'string', required: true, help: 'description' },
      {
        name: 'level',
        type: 'string',
        required: true,
        help: 'free, bronze, silver, gold, red, ... (card colour)',
      },
      { name: 'rank', type: 'int', required: true, help: '0 for free; 1, 2, 3 ... for paid tiers' },
      ...orNone(perks),
    ],
  }),
  withInput({
    name: 'update-tier',
    usage: 'update-tier --id <id> [--title <t>] [--description <d>] [perks]',
    summary: "Changes a tier's texts and perks (rank and level stay). Members keep their tier and price.",
    document: UPDATE_TIER,
    input: [
      id('tier'),
      { name: 'title', type: 'string', help: 'title' },
      { name: 'description', type: 'string', help: 'description' },
      ...perks,
    ],
  }),
  byId({
    name: 'archive-tier',
    thing: 'tier',
    summary:
      'Stops offering a tier (no register, upgrade or downgrade onto it); members on it keep it, renew, cancel and resume.',
    document: ARCHIVE_TIER,
  }),
  byId({
    name: 'unarchive-tier',
    thing: 'tier',
    summary: 'Offers an archived tier again, with its live prices.',
    document: UNARCHIVE_TIER,
  }),
  withInput({
    name: 'set-price',
    usage:
      'set-price --tier <id> --months <1|3|6|12> --variant <card|konbini> --price <yen> [--konbini-fee <yen>]',
    summary:
      'Sets the price of a paid tier for a period. A new amount makes a new Stripe Price and archives the old; existing subscriptions keep their price until the fan changes plan.',
    document: SET_TIER_PRICE,
    input: [
      { name: 'tier', field: 'tierId', type: 'int', required: true, help: 'tier id' },
      { name: 'months', type: 'int', required: true, help: '1, 3, 6 or 12' },
      {
        name: 'variant',
        field: 'konbini',
        type: 'string',
        required: true,
        help: 'card or konbini',
        read: (variant: string) => {
          if (variant !== 'card' && variant !== 'konbini')
            throw new UsageError('--variant is card or konbini');
          return variant === 'konbini';
        },
      },
      {
        name: 'price',
        type: 'int',
        required: true,
        help: 'yen per period; the konbini price includes the fee',
      },
      { name: 'konbini-fee', type: 'int', help: 'yen, konbini only (included in --price)', fallback: 0 },
    ],
  }),
];
