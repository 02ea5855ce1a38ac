import { opsBuilder as b, type OpsTypes } from '../graphql/builder';
import { idMutation, inputMutation, priceFields, time } from '../graphql/fields';
import * as creators from '../../modules/catalog/creators.repository';
import * as tiers from '../../modules/catalog/tiers.repository';
import { archiveCreator, unarchiveCreator } from './archive-creator';
import { archiveTier, unarchiveTier } from './archive-tier';
import { createCreator, updateCreator } from './creators';
import { createTier, updateTier } from './tiers';
import { setTierPrice } from './tier-prices';

export const OpsPrice = b.objectRef<tiers.OpsTierPriceRow>('Price').implement({
  fields: (t) => ({
    ...priceFields(t, 'yen per period; the konbini price includes the fee'),
    tierId: t.exposeInt('subscription_tier_id'),
    months: t.exposeInt('interval_months'),
  }),
});

export const OpsTier = b.objectRef<tiers.OpsTierRow>('Tier').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    creatorId: t.exposeInt('contributor_id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    level: t.exposeString('level'),
    rank: t.exposeInt('rank', { description: '0: the free tier; higher ranks are upgrades' }),
    hasTrial: t.exposeBoolean('has_trial'),
    restricted: t.exposeBoolean('restricted'),
    meetingTickets: t.exposeInt('meeting_tickets', { description: 'per month' }),
    meetingMinutes: t.exposeInt('meeting_minutes', { description: 'per month' }),
    premiumChat: t.exposeBoolean('premium_chat'),
    voiceCall: t.exposeBoolean('voice_call'),
    stripeProductId: t.exposeString('stripe_product_id', { nullable: true }),
    archivedAt: time(t, 'archived_at', {
      nullable: true,
      description: 'set: no longer offered to fans; members on it keep it',
    }),
    prices: t.field({
      type: [OpsPrice],
      args: { includeArchived: t.arg.boolean({ defaultValue: false }) },
      resolve: (tier, args, ctx) => tiers.listOpsTierPrices(ctx.db, [tier.id], args.includeArchived ?? false),
    }),
  }),
});

export const OpsCreator = b.objectRef<creators.OpsCreatorRow>('Creator').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    slug: t.exposeString('slug'),
    name: t.exposeString('name'),
    englishName: t.exposeString('english_name'),
    iconType: t.string({ resolve: (c) => /^data:([^;,]+)/.exec(c.icon)?.[1] ?? 'unknown' }),
    icon: t.exposeString('icon', {
      description:
        'the icon fans see (a data: URI, or the two-colour placeholder); ask for it only where it is shown',
    }),
    archivedAt: time(t, 'archived_at', {
      nullable: true,
      description: 'set: no longer offered to fans; members keep their memberships',
    }),
    tiers: t.field({ type: [OpsTier], resolve: (c, _a, ctx) => tiers.listOpsTiers(ctx.db, [c.id]) }),
  }),
});

export const ImageUpload = b.inputType('ImageUpload', {
  description: 'An image file: PNG, JPEG or WebP, at most 256 KB, base64-encoded.',
  fields: (t) => ({
    contentType: t.string({ required: true }),
    base64: t.string({ required: true }),
  }),
});

type InputFields = PothosSchemaTypes.InputFieldBuilder<OpsTypes, 'InputObject'>;

/** What an operator may change after making a creator: required to make one but the icon. */
const creatorFields = (t: InputFields, making: boolean) => ({
  name: t.string({ required: making }),
  englishName: t.string({ required: making }),
  icon: t.field({ type: ImageUpload }),
});
const CreateCreatorInput = b.inputType('CreateCreatorInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    ...creatorFields(t, true),
    iconColors: t.stringList({
      description: "without icon: the generated icon's gradient, two #rrggbb colours (from, to)",
    }),
  }),
});
const UpdateCreatorInput = b.inputType('UpdateCreatorInput', {
  fields: (t) => ({ id: t.int({ required: true }), ...creatorFields(t, false) }),
});
/**
 * What an operator may change after making a tier (TierFields in tiers.repository): required to make
 * one but the trial and restricted flags, each left out to keep it when changing one.
 */
const tierFields = (t: InputFields, making: boolean) => ({
  title: t.string({ required: making }),
  description: t.string({ required: making }),
  hasTrial: t.boolean(),
  restricted: t.boolean(),
  meetingTickets: t.int({ required: making }),
  meetingMinutes: t.int({ required: making }),
  premiumChat: t.boolean({ required: making }),
  voiceCall: t.boolean({ required: making }),
});
const CreateTierInput = b.inputType('CreateTierInput', {
  fields: (t) => ({
    creatorId: t.int({ required: true }),
    slug: t.string({ required: true }),
    level: t.string({ required: true }),
    rank: t.int({ required: true }),
    ...tierFields(t, true),
  }),
});
const UpdateTierInput = b.inputType('UpdateTierInput', {
  fields: (t) => ({ id: t.int({ required: true }), ...tierFields(t, false) }),
});
const SetTierPriceInput = b.inputType('SetTierPriceInput', {
  fields: (t) => ({
    tierId: t.int({ required: true }),
    months: t.int({ required: true, description: '1, 3, 6 or 12' }),
    konbini: t.boolean({ required: true }),
    price: t.int({ required: true }),
    konbiniFee: t.int(),
  }),
});

b.queryFields((t) => ({
  creators: t.field({
    type: [OpsCreator],
    resolve: (_r, _a, ctx) => creators.listCreators(ctx.db, ctx.projectId),
  }),
}));

b.mutationFields((t) => ({
  createCreator: inputMutation(t, OpsCreator, CreateCreatorInput, createCreator),
  updateCreator: inputMutation(t, OpsCreator, UpdateCreatorInput, updateCreator),
  createTier: inputMutation(t, OpsTier, CreateTierInput, createTier),
  updateTier: inputMutation(t, OpsTier, UpdateTierInput, updateTier),
  archiveCreator: idMutation(
    t,
    OpsCreator,
    archiveCreator,
    'No longer offered to fans; existing memberships, renewals, cancel and resume go on.',
  ),
  unarchiveCreator: idMutation(t, OpsCreator, unarchiveCreator),
  archiveTier: idMutation(
    t,
    OpsTier,
    archiveTier,
    'No longer offered to fans; members on it keep it, renew, cancel and resume.',
  ),
  unarchiveTier: idMutation(t, OpsTier, unarchiveTier),
  setTierPrice: inputMutation(
    t,
    OpsPrice,
    SetTierPriceInput,
    setTierPrice,
    'Sets a price; a new amount archives the old Stripe Price and row. Existing subscriptions keep their price.',
  ),
}));
