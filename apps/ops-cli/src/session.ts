import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { safeUrl } from './safe-url';

// How the CLI proves who the operator is: a Firebase sign-in (e-mail and password) whose refresh
// token is kept in a file readable only by the user; every command exchanges it for a fresh ID token.
// With it, the operator session the second factor started (decision 041), sent as x-ops-session.
// In development the Auth Emulator answers (FIREBASE_AUTH_EMULATOR_HOST); otherwise Firebase itself,
// with the web API key (FIREBASE_WEB_API_KEY).

export interface Session {
  email: string;
  refreshToken: string;
  projectId: string;
  /** The operator session's token (absent until a code signed in). */
  opsSession?: string;
}

export const sessionFile = () => process.env.OPS_SESSION_FILE ?? join(homedir(), '.fan-ops', 'session.json');

function endpoints() {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const key = process.env.FIREBASE_WEB_API_KEY ?? (emulator ? 'emulator' : undefined);
  if (!key) throw new Error('set FIREBASE_WEB_API_KEY (or FIREBASE_AUTH_EMULATOR_HOST in development)');
  const base = (host: string) => (emulator ? `http://${emulator}/${host}` : `https://${host}`);
  return {
    signIn: `${base('identitytoolkit.googleapis.com')}/v1/accounts:signInWithPassword?key=${key}`,
    refresh: `${base('securetoken.googleapis.com')}/v1/token?key=${key}`,
  };
}

async function post(url: string, body: Record<string, string | boolean>, form = false) {
  const response = await fetch(safeUrl(url, 'FIREBASE_AUTH_EMULATOR_HOST'), {
    method: 'POST',
    headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) {
    const message = (json.error as { message?: string } | undefined)?.message ?? response.statusText;
    throw new Error(`sign-in refused: ${message}`);
  }
  return json as Record<string, string>;
}

/** The password's half of the sign-in; nothing is kept until the code completes it (saveSession). */
export async function signIn(email: string, password: string, projectId: string): Promise<Session> {
  const answer = await post(endpoints().signIn, { email, password, returnSecureToken: true });
  return { email, refreshToken: answer.refreshToken!, projectId };
}

export function saveSession(session: Session) {
  const file = sessionFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(session), { mode: 0o600 });
  chmodSync(file, 0o600);
}

export function forgetSession() {
  rmSync(sessionFile(), { force: true });
}

export function readSession(): Session | null {
  try {
    return JSON.parse(readFileSync(sessionFile(), 'utf8')) as Session;
  } catch {
    return null;
  }
}

export async function idToken(session: Session): Promise<string> {
  const answer = await post(
    endpoints().refresh,
    { grant_type: 'refresh_token', refresh_token: session.refreshToken },
    true,
  );
  return answer.id_token!;
}
