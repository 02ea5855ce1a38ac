import { z } from 'zod';
import { badInput, notFound } from '../../lib/domain-error';
import { gateCache } from '../../modules/system/gate-cache';
import {
  cancelScheduledMaintenance,
  endActiveMaintenance,
  insertMaintenance,
} from '../../modules/system/maintenance.repository';
import type { Services } from '../../services';
import { audit, auditedInsert, type AuditActor } from '../audit/audit';
import { parseInput } from '../input/parse-input';

/** The longest window an operator may open (decision 028); a longer outage is opened again. */
export const MAX_MAINTENANCE_HOURS = 24;

/** A start this much before the server's clock is still "now" (the caller's clock may lag). */
const START_SKEW_MS = 60_000;

/**
 * Who opens and ends windows: an operator for their project (OpsContext), or automation with
 * ADMIN_TOKEN for the whole platform (projectId null, automation.ts). Both are audited the same way.
 */
export type MaintenanceContext = Services & AuditActor;

const Start = z.object({
  platform: z.enum(['web', 'app', 'all']),
  windowStart: z.date().nullish(),
  windowEnd: z.date(),
});

/**
 * A maintenance window of the operator's own project (the fans of that project get
 * MAINTENANCE_IN_PROGRESS inside it; other projects' fans are not affected), at most
 * MAX_MAINTENANCE_HOURS long. Audited in that project. Automation's window (projectId null) closes
 * every project, has no bound (the platform's switch) and is audited platform-wide.
 */
export async function startMaintenance(ctx: MaintenanceContext, raw: unknown) {
  const input = parseInput(Start, raw);
  const now = ctx.now();
  const windowStart = input.windowStart ?? now;
  // A window that "started" yesterday would sort before every other and count as long open.
  if (windowStart.getTime() < now.getTime() - START_SKEW_MS)
    throw badInput('windowStart', 'windowStart: must not be in the past');
  if (input.windowEnd <= windowStart) throw badInput('windowEnd', 'windowEnd: must be after windowStart');
  const bounded = ctx.projectId !== null;
  if (bounded && input.windowEnd.getTime() - windowStart.getTime() > MAX_MAINTENANCE_HOURS * 3_600_000)
    throw badInput('windowEnd', `windowEnd: a window lasts at most ${MAX_MAINTENANCE_HOURS} hours`);
  const created = await auditedInsert(
    ctx,
    { action: 'startMaintenance', target: 'maintenance', input },
    (tx) =>
      insertMaintenance(tx, {
        projectId: ctx.projectId,
        platform: input.platform,
        windowStart,
        windowEnd: input.windowEnd,
      }),
  );
  // This instance's gate sees it at once; the others within GATE_CACHE_SECONDS.
  gateCache(ctx).forgetMaintenance();
  return created;
}

/**
 * Ends the operator's project's windows active now, so its fans get in at once. Other projects'
 * windows and platform-wide ones (automation's /admin/maintenance) are not the operator's to end;
 * automation's call (projectId null) ends the platform-wide ones only.
 */
export async function endMaintenance(ctx: MaintenanceContext) {
  const ended = await ctx.db.transaction(async (tx) => {
    const ended = await endActiveMaintenance(tx, ctx.projectId, ctx.now());
    await audit(ctx, tx, {
      action: 'endMaintenance',
      target: ended.length === 1 ? `maintenance:${ended[0]!.id}` : null,
      input: {},
      after: { ended: ended.length, windows: ended.map((w) => w.id) },
    });
    return ended.length;
  });
  gateCache(ctx).forgetMaintenance();
  return ended;
}

/**
 * Cancels a window of the operator's project (automation: a platform-wide one) that has not started:
 * kept, marked cancelled, audited. A started window is ended instead (endMaintenance).
 */
export async function cancelMaintenance(ctx: MaintenanceContext, id: number) {
  const cancelled = await ctx.db.transaction(async (tx) => {
    const window = await cancelScheduledMaintenance(tx, ctx.projectId, id, ctx.now());
    if (!window) throw notFound('取り消せる予定のメンテナンスが見つかりません。');
    await audit(ctx, tx, {
      action: 'cancelMaintenance',
      target: `maintenance:${window.id}`,
      input: { id },
      after: { cancelled: window.id },
    });
    return window;
  });
  gateCache(ctx).forgetMaintenance();
  return cancelled;
}
