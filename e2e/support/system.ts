// Direct access to the running system for test setup: the Auth Emulator's REST API and the API's
// operator endpoints. Journeys themselves go through the UI.
import { adminApiUrl } from '../../scripts/lib/admin-url.mjs';
export const AUTH = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
export const API = `http://127.0.0.1:${process.env.API_PORT ?? 4000}`;
/** The API's private listener: /admin/* is served there only (docs/decisions/052). */
export const ADMIN_API = adminApiUrl();
const ADMIN_TOKEN = process.env.ADMIN_TOKEN ?? 'dev-admin-token-change-me';
export const DEMO = { email: 'demo@example.com', password: 'demo1234', name: 'デモファン' };

async function emulator(path: string, body: unknown, admin = false) {
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
  return json;
}

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** A new e-mail/password identity in the emulator (a fresh address unless given), verified unless told otherwise. */
export async function createFan(opts: { verified?: boolean; email?: string } = {}) {
  const email = opts.email ?? uniqueEmail('fan');
  const password = 'secret123';
  const { localId } = (await emulator('accounts:signUp', { email, password })) as { localId: string };
  if (opts.verified !== false)
    await emulator('projects/demo-fan-app/accounts:update', { localId, emailVerified: true }, true);
  return { email, password, uid: localId as string };
}

export async function startMaintenance(minutes: number) {
  const windowEnd = new Date(Date.now() + minutes * 60_000).toISOString();
  const response = await fetch(`${ADMIN_API}/admin/maintenance`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'web', windowEnd }),
  });
  if (response.status !== 201) throw new Error(`maintenance: ${response.status}`);
  return new Date(windowEnd);
}

export async function endMaintenance() {
  await fetch(`${ADMIN_API}/admin/maintenance`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
}

/** One reconciler pass now (its jobs include the reminders), instead of waiting for its interval. */
export async function reconcileNow() {
  const response = await fetch(`${ADMIN_API}/admin/reconcile`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  if (!response.ok) throw new Error(`reconcile: ${response.status}`);
}
