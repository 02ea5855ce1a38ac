import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../services';
import { endActiveMaintenance, insertMaintenance } from '../modules/system/maintenance.repository';
import { gateCache } from '../modules/system/gate-cache';
import { reconcileReport } from '../modules/reconcile/reconcile-report';
import { runReconciler } from '../modules/reconcile/run-reconciler';

const MaintenanceBody = z.object({
  platform: z.enum(['web', 'app', 'all']).default('all'),
  windowStart: z.coerce.date().optional(),
  windowEnd: z.coerce.date(),
});

/**
 * Operator endpoints, guarded by ADMIN_TOKEN. They live in the API process because the embedded
 * database (PGlite) belongs to one process; `scripts/maintenance.mjs` calls them.
 */
export async function handleAdmin(services: Services, request: Request, path: string): Promise<Response> {
  if (!authorised(services, request)) return json(401, { error: 'unauthorised' });
  if (path === '/admin/maintenance' && request.method === 'POST') {
    const parsed = MaintenanceBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return json(400, { error: parsed.error.issues.map((i) => i.message).join('; ') });
    const { platform, windowEnd } = parsed.data;
    const windowStart = parsed.data.windowStart ?? services.now();
    if (windowEnd <= windowStart) return json(400, { error: 'windowEnd must be after windowStart' });
    // Platform-wide (every project, project_id null): automation's windows; a project's own windows
    // are its operators' (/ops/graphql, decision 028).
    const window = await insertMaintenance(services.db, {
      projectId: null,
      platform,
      windowStart,
      windowEnd,
    });
    gateCache(services).forgetMaintenance();
    return json(201, window);
  }
  if (path === '/admin/maintenance' && request.method === 'DELETE') {
    // Ends the platform-wide windows only; the projects' own stay their operators'.
    const ended = (await endActiveMaintenance(services.db, null, services.now())).length;
    gateCache(services).forgetMaintenance();
    return json(200, { ended });
  }
  // `npm run reconcile`: the ledger against itself and Stripe; 200 either way, mismatches listed.
  if (path === '/admin/reconcile' && request.method === 'GET')
    return json(200, await reconcileReport(services));
  // A reconciler pass now (operators after an outage; the crash tests), instead of waiting for the timer.
  if (path === '/admin/reconcile' && request.method === 'POST')
    return json(200, { pass: await runReconciler(services) });
  return json(404, { error: 'not found' });
}

export function authorised(services: Services, request: Request): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '');
  const expected = Buffer.from(services.config.ADMIN_TOKEN);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
