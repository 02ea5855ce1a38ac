import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret';

describe('sealed secret', () => {
  const key = 'a-long-enough-key-for-the-tests-0123456789';
  it('opens with its key and hides the secret', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealSecret(key, 'JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(openSecret(key, sealed)).toBe('JBSWY3DPEHPK3PXP');
  });
  it('refuses another key and an altered text', () => {
    const sealed = sealSecret(key, 'JBSWY3DPEHPK3PXP');
    expect(() => openSecret(`${key}!`, sealed)).toThrow();
    const parts = sealed.split(':');
    parts[3] = Buffer.from('XXXXXXXXXXXXXXXX').toString('base64');
    expect(() => openSecret(key, parts.join(':'))).toThrow();
  });
});
