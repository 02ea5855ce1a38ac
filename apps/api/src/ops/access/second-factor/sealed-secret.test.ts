import { describe, expect, it } from 'vitest';
import { keyIdOf, openSealed, openSecret, sealSecret, sealSecretV1 } from './sealed-secret';

describe('sealed secret', () => {
  const key = 'a-long-enough-key-for-the-tests-0123456789';
  const uid = 'operator-a';
  it('opens with its key and hides the secret', () => {
    const sealed = sealSecret(key, uid, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.startsWith(`v2:${keyIdOf(key)}:`)).toBe(true);
    expect(sealed).not.toContain(key);
    expect(sealSecret(key, uid, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, uid, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses another key and an altered text', () => {
    const sealed = sealSecret(key, uid, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(`${key}!`, uid, sealed)).toThrow();
    const parts = sealed.split(':');
    parts[4] = Buffer.from('XXXXXXXXXXXXXXXX').toString('base64');
    expect(() => openSecret(key, uid, parts.join(':'))).toThrow();
  });
  it("is bound to its operator's row: copied to another operator's, it does not open", () => {
    const sealed = sealSecret(key, uid, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, 'operator-b', sealed)).toThrow();
  });
  it('rotates: a previous key still opens its rows, marked to be sealed again under the current one', () => {
    const old = 'the-key-before-the-rotation-0123456789abcdef';
    const sealed = sealSecret(old, uid, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(key, uid, sealed)).toThrow(/not configured/);
    expect(openSealed({ current: key, previous: [old] }, uid, sealed)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      stale: true,
    });
    expect(openSealed({ current: key, previous: [old] }, uid, sealSecret(key, uid, 'X'))).toEqual({
      secret: 'X',
      stale: false,
    });
  });
  it('reads the legacy v1 format (no key id, no associated data) with any configured key', () => {
    const old = 'the-key-before-the-rotation-0123456789abcdef';
    const legacy = sealSecretV1(old, 'JBSWY3DPEHPK3PXP');
    expect(openSealed({ current: key, previous: [old] }, uid, legacy)).toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      stale: true,
    });
    expect(() => openSecret(key, uid, legacy)).toThrow();
  });
});
