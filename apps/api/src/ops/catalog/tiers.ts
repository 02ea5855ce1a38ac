import { TierLevels } from '@fan/shared';
import { z } from 'zod';
import { badInput, notFound } from '../../lib/domain-error';
import { levelColor } from '../../modules/catalog/appearance';
import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { audit, auditedInsert } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput, uniqueOr } from '../input/parse-input';
import * as creators from '../../modules/catalog/creators.repository';
import * as tiers from '../../modules/catalog/tiers.repository';

const Perks = {
  meetingTickets: z.number().int().min(0).max(100),
  meetingMinutes: z.number().int().min(0).max(600),
  premiumChat: z.boolean(),
  voiceCall: z.boolean(),
};
const CreateTier = z.object({
  creatorId: z.number().int().positive(),
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and -, at most 40'),
  title: z.string().trim().min(1).max(40),
  description: z.string().trim().min(1).max(1000),
  level: z.enum(TierLevels),
  rank: z.number().int().min(0).max(20),
  hasTrial: z.boolean().default(false),
  restricted: z.boolean().default(false),
  ...Perks,
});
const UpdateTier = z.object({
  id: z.number().int().positive(),
  title: z.string().trim().min(1).max(40).nullish(),
  description: z.string().trim().min(1).max(1000).nullish(),
  hasTrial: z.boolean().nullish(),
  restricted: z.boolean().nullish(),
  meetingTickets: Perks.meetingTickets.nullish(),
  meetingMinutes: Perks.meetingMinutes.nullish(),
  premiumChat: z.boolean().nullish(),
  voiceCall: z.boolean().nullish(),
});

/**
 * A membership tier of a creator. Rank 0 is the free tier (level `free`); higher ranks are paid, an
 * upgrade is a move to a higher rank. Rank and level never change afterwards: members' upgrade and
 * downgrade paths depend on them.
 */
export async function createTier(ctx: OpsContext, raw: unknown) {
  const input = parseInput(CreateTier, raw);
  if ((input.rank === 0) !== (input.level === 'free'))
    throw badInput('level', 'level: the free tier (rank 0) has level free, and only it');
  if (input.rank === 0 && (input.hasTrial || input.restricted))
    throw badInput('hasTrial', 'hasTrial: the free tier has no trial and is never restricted');
  const created = await auditedInsert(ctx, { action: 'createTier', target: 'tier', input }, async (tx) => {
    const creator = await creators.findCreator(tx, ctx.projectId, input.creatorId, true);
    if (!creator) throw notFound(`creator ${input.creatorId} not found`);
    return uniqueOr(
      () => tiers.insertTier(tx, { ...input, projectId: ctx.projectId, color: levelColor(input.level) }),
      `creator ${input.creatorId} already has a tier with slug ${input.slug} or rank ${input.rank}`,
    );
  });
  forgetCatalog(ctx);
  return created;
}

/** Title, description, perks, trial and restricted flag; members keep their tier and price. */
export async function updateTier(ctx: OpsContext, raw: unknown) {
  const input = parseInput(UpdateTier, raw);
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await tiers.findOpsTier(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`tier ${input.id} not found`);
    if (before.rank === 0 && (input.hasTrial || input.restricted))
      throw badInput('hasTrial', 'hasTrial: the free tier has no trial and is never restricted');
    const after = await tiers.updateTier(tx, input.id, {
      title: input.title ?? before.title,
      description: input.description ?? before.description,
      hasTrial: input.hasTrial ?? before.has_trial,
      restricted: input.restricted ?? before.restricted,
      meetingTickets: input.meetingTickets ?? before.meeting_tickets,
      meetingMinutes: input.meetingMinutes ?? before.meeting_minutes,
      premiumChat: input.premiumChat ?? before.premium_chat,
      voiceCall: input.voiceCall ?? before.voice_call,
    });
    await audit(ctx, tx, { action: 'updateTier', target: `tier:${input.id}`, input, before, after });
    return after;
  });
  forgetCatalog(ctx);
  return updated;
}
