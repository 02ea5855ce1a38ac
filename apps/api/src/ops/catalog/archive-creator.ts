import { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { catalogCache } from '../../modules/memberships/catalog-cache';
import { audit } from '../audit';
import type { OpsContext } from '../context';
import { parseInput } from '../input';
import * as repo from './catalog.repository';

const ById = z.object({ id: z.number().int().positive() });

/**
 * Archives a creator (decision 020): fans no longer find them among the creators to join and cannot
 * register to any of their tiers; members keep their memberships, renewals, cancel and resume.
 * Stripe is not touched, so bringing the creator back is this row alone.
 */
export function archiveCreator(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, true);
}

/** Offers an archived creator again (their tiers and prices as they were). */
export function unarchiveCreator(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, false);
}

async function setArchived(ctx: OpsContext, raw: unknown, archive: boolean) {
  const input = parseInput(ById, raw);
  const after = await ctx.db.transaction(async (tx) => {
    const before = await repo.findCreator(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`creator ${input.id} not found`);
    // Archiving again keeps the first time; the call is still recorded.
    const at = archive ? (before.archived_at ?? ctx.now()) : null;
    const after = await repo.setCreatorArchived(tx, input.id, at);
    await audit(ctx, tx, {
      action: archive ? 'archiveCreator' : 'unarchiveCreator',
      target: `creator:${input.id}`,
      input,
      before: { ...before, icon: undefined },
      after: { ...after, icon: undefined },
    });
    return after;
  });
  // This instance's fans see it at once; the others within GATE_CACHE_SECONDS (catalog-cache.ts).
  catalogCache(ctx).forget();
  return after;
}
