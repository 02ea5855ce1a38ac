import { describe, expect, it } from 'vitest';
import { TOTP, Secret } from 'otpauth';
import { matchTotpStep, newTotpSecret, totpCode, totpStep, totpUri } from './totp';

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" and its 8-digit codes; our 6-digit
// codes are their last six digits (RFC 4226's truncation keeps the low-order digits).
const RFC_SECRET = Secret.fromUTF8('12345678901234567890').base32;
const VECTORS: [number, string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('totp', () => {
  it.each(VECTORS)('matches RFC 6238 at T=%i', (seconds, eight) => {
    const rfc = new TOTP({ secret: Secret.fromBase32(RFC_SECRET), digits: 8, algorithm: 'SHA1', period: 30 });
    expect(rfc.generate({ timestamp: seconds * 1000 })).toBe(eight);
    expect(totpCode(RFC_SECRET, new Date(seconds * 1000))).toBe(eight.slice(2));
  });

  it('accepts a code one step either side, naming its step, and nothing further', () => {
    const secret = newTotpSecret();
    const now = new Date('2026-12-10T03:00:10Z');
    const step = totpStep(now);
    for (const offset of [-1, 0, 1])
      expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + offset * 30_000)), now)).toBe(
        step + offset,
      );
    expect(matchTotpStep(secret, totpCode(secret, new Date(now.getTime() + 90_000)), now)).toBeNull();
    expect(matchTotpStep(secret, '12345', now)).toBeNull();
    expect(matchTotpStep(secret, 'abcdef', now)).toBeNull();
  });

  it('makes 160-bit secrets and a URI for authenticator apps', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = totpUri(secret, 'ops@example.com');
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(uri).toContain('period=30');
    expect(uri).toContain('digits=6');
  });
});
