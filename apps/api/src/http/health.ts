import type { Services } from '../services';
import { pendingMigrations } from '../db/migrate';

/** GET /readyz: 200 when the database answers and every committed migration is applied, else 503. */
export async function readiness(services: Services): Promise<Response> {
  try {
    await services.db.query('SELECT 1');
    const pending = await pendingMigrations(services.db);
    if (pending.length) return json(503, { ready: false, reason: 'migrations pending', pending });
    return json(200, { ready: true });
  } catch {
    return json(503, { ready: false, reason: 'database unreachable' });
  }
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
