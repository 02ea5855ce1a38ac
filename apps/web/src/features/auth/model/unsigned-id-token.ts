import type { SocialProviderId } from './social-provider';

const ISSUERS: Record<SocialProviderId, string> = {
  'google.com': 'https://accounts.google.com',
  'apple.com': 'https://appleid.apple.com',
};

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * An UNSIGNED provider id token (alg "none") for the Auth Emulator only: the emulator reads `sub`
 * and `email` from it without checking a signature. Real Firebase rejects it, which is the point.
 */
export function unsignedIdToken(
  providerId: SocialProviderId,
  identity: { sub: string; email: string },
  audience: string,
  now = new Date(),
): string {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'none', typ: 'JWT' };
  const claims = {
    iss: ISSUERS[providerId],
    aud: audience,
    sub: identity.sub,
    email: identity.email,
    email_verified: true,
    iat,
    exp: iat + 3600,
  };
  return `${base64Url(JSON.stringify(header))}.${base64Url(JSON.stringify(claims))}.`;
}

/** A stable fake subject for a typed e-mail, so the same address is the same provider account. */
export function devSubjectFor(providerId: SocialProviderId, email: string): string {
  return `dev-${providerId.split('.')[0]}-${email.trim().toLowerCase()}`;
}
