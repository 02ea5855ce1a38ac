import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import { gateCache } from '../../modules/system/gate-cache';
import { endActiveMaintenance, insertMaintenance } from '../../modules/system/maintenance.repository';
import { audit } from '../audit';
import type { OpsContext } from '../context';
import { parseInput } from '../input';

const Start = z.object({
  platform: z.enum(['web', 'app', 'all']),
  windowStart: z.date().nullish(),
  windowEnd: z.date(),
});

/** A maintenance window (the fans' gate answers MAINTENANCE_IN_PROGRESS inside it). */
export async function startMaintenance(ctx: OpsContext, raw: unknown) {
  const input = parseInput(Start, raw);
  const windowStart = input.windowStart ?? ctx.now();
  if (input.windowEnd <= windowStart) throw badInput('windowEnd', 'windowEnd: must be after windowStart');
  const created = await ctx.db.transaction(async (tx) => {
    const created = await insertMaintenance(tx, {
      platform: input.platform,
      windowStart,
      windowEnd: input.windowEnd,
    });
    await audit(ctx, tx, {
      action: 'startMaintenance',
      target: `maintenance:${created.id}`,
      input,
      after: created,
    });
    return created;
  });
  // This instance's gate sees it at once; the others within GATE_CACHE_SECONDS.
  gateCache(ctx).forgetMaintenance();
  return created;
}

/** Ends every window active now, so the service opens at once. */
export async function endMaintenance(ctx: OpsContext) {
  const ended = await ctx.db.transaction(async (tx) => {
    const ended = await endActiveMaintenance(tx, ctx.now());
    await audit(ctx, tx, { action: 'endMaintenance', input: {}, after: { ended } });
    return ended;
  });
  gateCache(ctx).forgetMaintenance();
  return ended;
}
