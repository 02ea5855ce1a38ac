import { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { catalogCache } from '../../modules/memberships/catalog-cache';
import { audit } from '../audit';
import type { OpsContext } from '../context';
import { parseInput } from '../input';
import * as repo from './catalog.repository';

const ById = z.object({ id: z.number().int().positive() });

/**
 * Archives a membership tier (decision 020): fans are no longer offered it (register, upgrade or
 * downgrade onto it); members on it keep it, renew on their Stripe price, and can cancel or resume.
 * Its prices and Stripe objects are left as they are, so bringing it back is this row alone.
 */
export function archiveTier(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, true);
}

/** Offers an archived tier again (with its live prices). */
export function unarchiveTier(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, false);
}

async function setArchived(ctx: OpsContext, raw: unknown, archive: boolean) {
  const input = parseInput(ById, raw);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await repo.findTier(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`tier ${input.id} not found`);
    const at = archive ? (before.archived_at ?? ctx.now()) : null;
    const after = await repo.setTierArchived(tx, input.id, at);
    await audit(ctx, tx, {
      action: archive ? 'archiveTier' : 'unarchiveTier',
      target: `tier:${input.id}`,
      input,
      before,
      after,
    });
    return after;
  });
  catalogCache(ctx).forget();
  return after;
}
