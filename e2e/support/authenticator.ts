// The journeys' authenticator app (decision 041): each operator's TOTP secret, as the console or the
// CLI showed it at enrolment, and codes the API takes (each 30-second step once per operator, and
// one step either side of now), computed here with the same RFC 6238 library the API uses.
import { Secret, TOTP } from 'otpauth';

const secrets = new Map<string, string>();
// Each operator's one-time enrolment code, as grant-operator (or a reset) showed it (decision 053).
const enrollmentCodes = new Map<string, string>();

export function rememberEnrollmentCode(email: string, code: string) {
  enrollmentCodes.set(email, code);
}

export function enrollmentCodeOf(email: string): string {
  const code = enrollmentCodes.get(email);
  if (!code) throw new Error(`no enrolment code for ${email}: grant-operator shows one`);
  return code;
}
const lastStep = new Map<string, number>();

export function rememberSecret(email: string, secret: string) {
  secrets.set(email, secret);
}

export function knowsSecret(email: string): boolean {
  return secrets.has(email);
}

/** A code of `secret` for the step `step` (30-second steps since the epoch). */
export function totpCodeAt(secret: string, step: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.generate({ timestamp: step * 30_000 });
}

/** A code the API takes now for this operator: this step's, or the next one's when it was used. */
export async function nextCode(email: string): Promise<string> {
  const secret = secrets.get(email);
  if (!secret) throw new Error(`no authenticator secret for ${email}`);
  let now = Math.floor(Date.now() / 30_000);
  const wanted = (lastStep.get(email) ?? -Infinity) + 1;
  if (wanted > now + 1) {
    // Both usable steps are taken: wait for the next one to begin.
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * 30_000 - Date.now() + 50));
    now += 1;
  }
  const step = Math.max(now, wanted);
  lastStep.set(email, step);
  return totpCodeAt(secret, step);
}
