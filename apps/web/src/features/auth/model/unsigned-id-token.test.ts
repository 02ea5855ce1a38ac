import { describe, expect, it } from 'vitest';
import { devSubjectFor, unsignedIdToken } from './unsigned-id-token';

function decode(part: string) {
  const padded = part.replace(/-/g, '+').replace(/_/g, '/');
  return JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))));
}

describe('unsignedIdToken', () => {
  it('is an unsigned JWT with sub, email and a verified e-mail', () => {
    const token = unsignedIdToken(
      'apple.com',
      { sub: 's1', email: 'ふぁん@example.com' },
      'demo-fan-app',
      new Date(0),
    );
    const [header, claims, signature] = token.split('.');
    expect(signature).toBe('');
    expect(decode(header!)).toEqual({ alg: 'none', typ: 'JWT' });
    expect(decode(claims!)).toMatchObject({
      iss: 'https://appleid.apple.com',
      aud: 'demo-fan-app',
      sub: 's1',
      email: 'ふぁん@example.com',
      email_verified: true,
      iat: 0,
      exp: 3600,
    });
    expect(token).not.toMatch(/[+/=]/);
  });

  it('derives one stable subject per provider and address', () => {
    expect(devSubjectFor('google.com', ' Fan@Example.com ')).toBe('dev-google-fan@example.com');
    expect(devSubjectFor('apple.com', 'fan@example.com')).not.toBe(
      devSubjectFor('google.com', 'fan@example.com'),
    );
  });
});
