import type { Services } from '../services';
import { pendingMigrations } from '../db/migrate';

/** How long /readyz waits for the database: a paused or black-holed connection is not ready either. */
const READY_TIMEOUT_MS = 2000;

/**
 * GET /readyz: 200 when the database answers (within READY_TIMEOUT_MS) and every committed
 * migration is applied, else 503. While the database is unreachable (refused, reset, hanging) the
 * instance answers 503 and stays up; the next check after the database is back answers 200 (the
 * pool opens a new connection).
 */
export async function readiness(services: Services): Promise<Response> {
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
    if (pending.length) return json(503, { ready: false, reason: 'migrations pending', pending });
    return json(200, { ready: true });
  } catch {
    return json(503, { ready: false, reason: 'database unreachable' });
  } finally {
    clearTimeout(timer);
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
