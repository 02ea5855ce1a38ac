import { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { audit } from '../audit';
import type { OpsContext } from '../context';
import { parseInput } from '../input';
import * as repo from './points.repository';

const ById = z.object({ id: z.number().int().positive() });

/**
 * Archives a kind of point (decision 020): its packages are no longer shown or sold and its codes no
 * longer redeem; fans keep their balances, history and spending, and still see the kind while they
 * hold its points. Packages keep their own archiving, so bringing the kind back restores them as they were.
 */
export function archivePointType(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, true);
}

/** Offers an archived kind of point again. */
export function unarchivePointType(ctx: OpsContext, raw: unknown) {
  return setArchived(ctx, raw, false);
}

async function setArchived(ctx: OpsContext, raw: unknown, archive: boolean) {
  const input = parseInput(ById, raw);
  return ctx.db.transaction(async (tx) => {
    const before = await repo.findPointType(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`point type ${input.id} not found`);
    const at = archive ? (before.archived_at ?? ctx.now()) : null;
    const after = await repo.setPointTypeArchived(tx, input.id, at);
    await audit(ctx, tx, {
      action: archive ? 'archivePointType' : 'unarchivePointType',
      target: `pointType:${input.id}`,
      input,
      before,
      after,
    });
    return after;
  });
}
