import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { Services } from '../services';
import { isDomainError } from '../lib/domain-error';
import { currentScope } from '../lib/request-scope';
import { automationContext } from '../ops/maintenance/automation';
import { endMaintenance, startMaintenance } from '../ops/maintenance/maintenance';
import { reconcileReport } from '../modules/reconcile/reconcile-report';
import { runReconciler } from '../modules/reconcile/run-reconciler';
import { recordRun } from '../modules/reconcile/reconcile-runs.repository';
import {
  endOperatorSessions,
  issueCodeFor,
  resetSecondFactor,
  UnknownAccount,
} from '../ops/access/second-factor/reset-second-factor';

const MaintenanceBody = z.object({
  platform: z.enum(['web', 'app', 'all']).default('all'),
  windowStart: z.coerce.date().optional(),
  windowEnd: z.coerce.date(),
});

const ResetBody = z.object({
  email: z.string().trim().min(3).max(320),
  by: z.string().trim().max(320).nullish(),
  actor: z.string().max(210).nullish(),
});

/**
 * Automation endpoints, guarded by ADMIN_TOKEN. They live in the API process because the embedded
 * database (PGlite) belongs to one process; `scripts/maintenance.mjs` calls them. Maintenance goes
 * through the operators' audited rule (ops/maintenance/), platform-wide and as automation (decision 028).
 */
export async function handleAdmin(services: Services, request: Request, path: string): Promise<Response> {
  if (!authorised(services, request)) return json(401, { error: 'unauthorised' });
  if (path === '/admin/maintenance' && request.method === 'POST') {
    const parsed = MaintenanceBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return json(400, { error: parsed.error.issues.map((i) => i.message).join('; ') });
    // Platform-wide (every project, project_id null): automation's windows; a project's own windows
    // are its operators' (/ops/graphql, decision 028).
    return refusedAsBadRequest(async () =>
      json(201, await startMaintenance(automation(services), parsed.data)),
    );
  }
  if (path === '/admin/maintenance' && request.method === 'DELETE') {
    // Ends the platform-wide windows only; the projects' own stay their operators'.
    return json(200, { ended: await endMaintenance(automation(services)) });
  }
  // An operator's account (`npm run ops -- reset-second-factor | end-sessions | enrollment-code`,
  // decisions 041 and 053): a lost or taken-over authenticator (the operator enrols again with a new
  // password and code), all their sessions ended (the factor kept), a new enrolment code.
  const forOperator = OPERATOR_ACTIONS[path];
  if (forOperator && request.method === 'POST') {
    const parsed = ResetBody.safeParse(await request.json().catch(() => null));
    if (!parsed.success) return json(400, { error: 'a body { email, by?, actor? } is needed' });
    try {
      return json(200, await forOperator(services, parsed.data, currentScope()?.requestId ?? null));
    } catch (error) {
      if (error instanceof UnknownAccount) return json(404, { error: error.message });
      throw error;
    }
  }
  // `npm run reconcile`: the ledger against itself and Stripe; 200 either way, mismatches listed.
  if (path === '/admin/reconcile' && request.method === 'GET') {
    const report = await reconcileReport(services);
    // The latest report's outcome for the operators' dashboard (ops/dashboard/).
    await recordRun(services.db, {
      kind: 'report',
      at: services.now(),
      outcome: report.mismatches.length > 0 ? 'mismatches' : 'ok',
      mismatches: report.mismatches.length,
      counts: report.counts,
    });
    return json(200, report);
  }
  // A reconciler pass now (operators after an outage; the crash tests), instead of waiting for the timer.
  if (path === '/admin/reconcile' && request.method === 'POST')
    return json(200, { pass: await runReconciler(services) });
  return json(404, { error: 'not found' });
}

const OPERATOR_ACTIONS: Record<
  string,
  typeof resetSecondFactor | typeof endOperatorSessions | typeof issueCodeFor
> = {
  '/admin/second-factor-reset': resetSecondFactor,
  '/admin/operator-sessions-end': endOperatorSessions,
  '/admin/enrollment-code': issueCodeFor,
};

const automation = (services: Services) => automationContext(services, currentScope()?.requestId ?? null);

/** The rule's refusal (a DomainError: e.g. windowEnd before windowStart) as a 400 with its message. */
async function refusedAsBadRequest(act: () => Promise<Response>): Promise<Response> {
  try {
    return await act();
  } catch (error) {
    if (isDomainError(error)) return json(400, { error: error.message });
    throw error;
  }
}

export function authorised(services: Services, request: Request): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '');
  const expected = Buffer.from(services.config.ADMIN_TOKEN);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
