import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('receipt issuer settings', () => {
  it('has development defaults and takes a registration number of T and 13 digits', () => {
    const config = loadConfig({});
    expect(config.RECEIPT_REGISTRATION_NUMBER).toMatch(/^T\d{13}$/);
    expect(config.RECEIPT_ISSUER_NAME).not.toBe('');
    expect(loadConfig({ RECEIPT_REGISTRATION_NUMBER: 'T1234567890123' }).RECEIPT_REGISTRATION_NUMBER).toBe(
      'T1234567890123',
    );
  });

  it('refuses to start with a malformed registration number or an empty issuer', () => {
    for (const bad of [
      '1234567890123',
      'T123456789012',
      'T12345678901234',
      't1234567890123',
      'TX234567890123',
    ])
      expect(() => loadConfig({ RECEIPT_REGISTRATION_NUMBER: bad })).toThrow(/RECEIPT_REGISTRATION_NUMBER/);
    expect(() => loadConfig({ RECEIPT_ISSUER_NAME: '  ' })).toThrow(/RECEIPT_ISSUER_NAME/);
  });
});
