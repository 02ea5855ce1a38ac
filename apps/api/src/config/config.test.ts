import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** Every setting production needs, each set as a deployment would: the tests take one away. */
const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://api@db/fan',
  ADMIN_TOKEN: 'a-production-admin-token',
  STRIPE_SECRET_KEY: 'sk_live_x',
  SEED_DEMO: 'false',
  OPS_SECOND_FACTOR_KEY: 'a-production-key-for-operators-second-factors',
  TRUSTED_PROXIES: 'none',
  SMTP_URL: 'smtps://user:secret@relay.example.jp:465',
  MAIL_FROM: 'VFan <no-reply@example.jp>',
  PUBLIC_WEB_URL: 'https://fan.example.jp',
  STRIPE_WEBHOOK_SECRET: 'whsec_the_endpoints_own',
  OPS_ALLOWED_ADDRESSES: '203.0.113.0/24',
  ALLOWED_HOSTS: 'fan.example.jp,console.example.jp',
};

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

describe('mail settings', () => {
  it('production starts with an SMTP relay, a From address and the app origin', () => {
    expect(loadConfig(production).SMTP_URL).toBe('smtps://user:secret@relay.example.jp:465');
  });

  it('production refuses to start without SMTP_URL, MAIL_FROM or PUBLIC_WEB_URL', () => {
    const { SMTP_URL: _s, MAIL_FROM: _f, PUBLIC_WEB_URL: _w, ...bare } = production;
    expect(() =>
      loadConfig({ ...bare, MAIL_FROM: production.MAIL_FROM, PUBLIC_WEB_URL: 'https://a.jp' }),
    ).toThrow(/SMTP_URL is required in production/);
    expect(() =>
      loadConfig({ ...bare, SMTP_URL: production.SMTP_URL, PUBLIC_WEB_URL: 'https://a.jp' }),
    ).toThrow(/MAIL_FROM is required in production/);
    expect(() =>
      loadConfig({ ...bare, SMTP_URL: production.SMTP_URL, MAIL_FROM: production.MAIL_FROM }),
    ).toThrow(/PUBLIC_WEB_URL must be set in production/);
  });

  it('refuses an SMTP URL of another scheme and a From line without an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://relay:25' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ MAIL_FROM: 'VFan' })).toThrow(/MAIL_FROM/);
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
  });
});

describe('production refuses what is unsafe (issue 43)', () => {
  it('starts with its own webhook secret and an operators allow-list', () => {
    expect(loadConfig(production).NODE_ENV).toBe('production');
  });

  it('refuses the public default webhook secret, set or left unset', () => {
    const { STRIPE_WEBHOOK_SECRET: _w, ...unset } = production;
    expect(() => loadConfig(unset)).toThrow(/STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret/);
    expect(() => loadConfig({ ...production, STRIPE_WEBHOOK_SECRET: 'whsec_sandbox' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('refuses a missing operators allow-list unless it is waived by name', () => {
    const { OPS_ALLOWED_ADDRESSES: _a, ...open } = production;
    expect(() => loadConfig(open)).toThrow(/OPS_ALLOWED_ADDRESSES is required in production/);
    expect(() => loadConfig({ ...open, OPS_ALLOWED_ADDRESSES: '  ' })).toThrow(/OPS_ALLOWED_ADDRESSES/);
    expect(() => loadConfig({ ...open, OPS_ALLOWED_ADDRESSES_WAIVED: 'yes' })).toThrow(
      /OPS_ALLOWED_ADDRESSES_WAIVED/,
    );
    expect(loadConfig({ ...open, OPS_ALLOWED_ADDRESSES_WAIVED: 'true' }).OPS_ALLOWED_ADDRESSES).toBe('');
  });

  it('keeps development open: the defaults start outside production', () => {
    expect(loadConfig({}).STRIPE_WEBHOOK_SECRET).toBe('whsec_sandbox');
    expect(loadConfig({}).OPS_ALLOWED_ADDRESSES).toBe('');
  });
});

describe('edge settings (decision 052)', () => {
  it('production needs the host names it answers (ALLOWED_HOSTS)', () => {
    const { ALLOWED_HOSTS: _h, ...without } = production;
    expect(() => loadConfig(without)).toThrow(/ALLOWED_HOSTS is required in production/);
    expect(loadConfig({ ...production, ALLOWED_HOSTS: 'fan.example.jp' }).ALLOWED_HOSTS).toBe(
      'fan.example.jp',
    );
  });

  it('refuses a host with a port or a path, and an admin listener on every interface', () => {
    expect(() => loadConfig({ ALLOWED_HOSTS: 'fan.example.jp:443' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'x\\ops' })).toThrow(/ALLOWED_HOSTS/);
    expect(() => loadConfig({ ADMIN_LISTEN: '0.0.0.0:4100' })).toThrow(/ADMIN_LISTEN.*wildcard/);
    expect(() => loadConfig({ ADMIN_LISTEN: 'nine' })).toThrow(/ADMIN_LISTEN/);
    expect(loadConfig({ ADMIN_LISTEN: '127.0.0.1:16300' }).ADMIN_LISTEN).toBe('127.0.0.1:16300');
  });
});
