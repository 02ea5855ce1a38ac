import type { Services } from '../services';
import { pendingMigrations } from '../db/migrate';

/** How long /readyz waits for the database: a paused or black-holed connection is not ready either. */
const READY_TIMEOUT_MS = 2000;

/** How long one check's answer serves every /readyz on this instance. */
export const READY_CACHE_MS = 1000;

interface Check {
  answer: Promise<{ status: number; body: unknown }>;
  /** When the check ended; null while it runs (every request meanwhile awaits the same one). */
  finishedAt: number | null;
}
/** Per instance (its services object): the check running or last finished. */
const lastCheck = new WeakMap<Services, Check>();

/**
 * GET /readyz: 200 when the database answers (within READY_TIMEOUT_MS) and every committed
 * migration is applied, else 503. While the database is unreachable (refused, reset, hanging) the
 * instance answers 503 and stays up; the next check after the database is back answers 200 (the
 * pool opens a new connection).
 *
 * It is unauthenticated, so its cost must not grow with the request rate: one check runs at a time
 * per instance and its answer serves every request for READY_CACHE_MS after it ended — at most about
 * one database round trip a second, however hard the endpoint is flooded (decision 030).
 */
export async function readiness(services: Services): Promise<Response> {
  let entry = lastCheck.get(services);
  if (!entry || (entry.finishedAt !== null && Date.now() - entry.finishedAt >= READY_CACHE_MS)) {
    const check: Check = { answer: checkReadiness(services), finishedAt: null };
    void check.answer.finally(() => {
      check.finishedAt = Date.now();
    });
    lastCheck.set(services, check);
    entry = check;
  }
  const { status, body } = await entry.answer;
  return json(status, body);
}

async function checkReadiness(services: Services): Promise<{ status: number; body: unknown }> {
  const check = (async () => {
    await services.db.query('SELECT 1');
    return pendingMigrations(services.db);
  })();
  check.catch(() => undefined); // a check that fails after the timeout has already been answered
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    const pending = await Promise.race([check, timeout]);
    if (pending.length) return { status: 503, body: { ready: false, reason: 'migrations pending', pending } };
    return { status: 200, body: { ready: true } };
  } catch {
    return { status: 503, body: { ready: false, reason: 'database unreachable' } };
  } finally {
    clearTimeout(timer);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
