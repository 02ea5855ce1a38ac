import { Secret, TOTP } from 'otpauth';

// TOTP as RFC 6238 defines it and every authenticator app reads it: HMAC-SHA-1, 30-second steps,
// 6 digits (otpauth, a small maintained library). Offline on both sides: no network, no device API.
const PERIOD = 30;
const ISSUER = 'VFan 運営コンソール';

const totpOf = (secret: string, label = 'operator') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret, base32 (160 bits, RFC 4226's recommended length). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app takes (as a QR code or pasted), naming the account. */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The time step an instant falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / PERIOD);

/** The code of `secret` at an instant (tests, the demo operator's helper). */
export const totpCode = (secret: string, at: Date): string =>
  totpOf(secret).generate({ timestamp: at.getTime() });

/**
 * The step `code` belongs to, within one step either side of `at` (a phone's clock a little off, a
 * code typed as it rolled over), or null when it matches none. Constant-time comparison (otpauth).
 */
export function matchTotpStep(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: 1 });
  return delta === null ? null : totpStep(at) + delta;
}
