import { flag, int, optInt, optStr, str, UsageError, type OptionSpec } from '../args';
import { byId, operation } from '../command';
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
import { SLUG } from './options';

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

const perkOptions: OptionSpec[] = [
  { name: 'meeting-tickets', type: 'int', help: 'meeting tickets per month' },
  { name: 'meeting-minutes', type: 'int', help: 'meeting minutes per month' },
  { name: 'premium-chat', type: 'bool', help: 'premium chat' },
  { name: 'voice-call', type: 'bool', help: 'voice call' },
  { name: 'trial', type: 'bool', help: 'a free trial for first-time members' },
  { name: 'restricted', type: 'bool', help: 'restricted tier (not offered to everyone)' },
];

export const TIERS = [
  operation({
    name: 'create-tier',
    usage:
      'create-tier --creator <id> --slug <slug> --title <t> --description <d> --level <level> --rank <n> [perks]',
    summary: 'A membership tier. Rank 0 is the free tier (level free); higher ranks are paid upgrades.',
    options: [
      { name: 'creator', type: 'int', required: true, help: 'creator id' },
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
      ...perkOptions,
    ],
    document: CREATE_TIER,
    variables: (v) => ({
      i: {
        creatorId: int(v, 'creator'),
        slug: str(v, 'slug'),
        title: str(v, 'title'),
        description: str(v, 'description'),
        level: str(v, 'level'),
        rank: int(v, 'rank'),
        hasTrial: flag(v, 'trial') ?? false,
        restricted: flag(v, 'restricted') ?? false,
        meetingTickets: optInt(v, 'meeting-tickets') ?? 0,
        meetingMinutes: optInt(v, 'meeting-minutes') ?? 0,
        premiumChat: flag(v, 'premium-chat') ?? false,
        voiceCall: flag(v, 'voice-call') ?? false,
      },
    }),
    pick: (d) => d.createTier,
  }),
  operation({
    name: 'update-tier',
    usage: 'update-tier --id <id> [--title <t>] [--description <d>] [perks]',
    summary: "Changes a tier's texts and perks (rank and level stay). Members keep their tier and price.",
    options: [
      { name: 'id', type: 'int', required: true, help: 'tier id' },
      { name: 'title', type: 'string', help: 'title' },
      { name: 'description', type: 'string', help: 'description' },
      ...perkOptions,
    ],
    document: UPDATE_TIER,
    variables: (v) => ({
      i: {
        id: int(v, 'id'),
        title: optStr(v, 'title'),
        description: optStr(v, 'description'),
        hasTrial: flag(v, 'trial'),
        restricted: flag(v, 'restricted'),
        meetingTickets: optInt(v, 'meeting-tickets'),
        meetingMinutes: optInt(v, 'meeting-minutes'),
        premiumChat: flag(v, 'premium-chat'),
        voiceCall: flag(v, 'voice-call'),
      },
    }),
    pick: (d) => d.updateTier,
  }),
  byId({
    name: 'archive-tier',
    thing: 'tier',
    summary:
      'Stops offering a tier (no register, upgrade or downgrade onto it); members on it keep it, renew, cancel and resume.',
    document: ARCHIVE_TIER,
    pick: (d) => d.archiveTier,
  }),
  byId({
    name: 'unarchive-tier',
    thing: 'tier',
    summary: 'Offers an archived tier again, with its live prices.',
    document: UNARCHIVE_TIER,
    pick: (d) => d.unarchiveTier,
  }),
  operation({
    name: 'set-price',
    usage:
      'set-price --tier <id> --months <1|3|6|12> --variant <card|konbini> --price <yen> [--konbini-fee <yen>]',
    summary:
      'Sets the price of a paid tier for a period. A new amount makes a new Stripe Price and archives the old; existing subscriptions keep their price until the fan changes plan.',
    options: [
      { name: 'tier', type: 'int', required: true, help: 'tier id' },
      { name: 'months', type: 'int', required: true, help: '1, 3, 6 or 12' },
      { name: 'variant', type: 'string', required: true, help: 'card or konbini' },
      {
        name: 'price',
        type: 'int',
        required: true,
        help: 'yen per period; the konbini price includes the fee',
      },
      { name: 'konbini-fee', type: 'int', help: 'yen, konbini only (included in --price)' },
    ],
    document: SET_TIER_PRICE,
    variables: (v) => {
      if (v.variant !== 'card' && v.variant !== 'konbini')
        throw new UsageError('--variant is card or konbini');
      return {
        i: {
          tierId: int(v, 'tier'),
          months: int(v, 'months'),
          konbini: v.variant === 'konbini',
          price: int(v, 'price'),
          konbiniFee: optInt(v, 'konbini-fee') ?? 0,
        },
      };
    },
    pick: (d) => d.setTierPrice,
  }),
];
