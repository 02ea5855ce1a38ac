import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminBase } from './admin';
import { runCli } from './run-cli';
import { safeUrl } from './safe-url';

// Issue 43 item 6: the CLI never takes a password as an argument, sends ADMIN_TOKEN only to the admin
// address (its own setting, loopback by default) and never speaks plain http off this machine. Each
// refusal comes before any request: fetch is a spy that must not be called.

const SETTINGS = [
  'OPS_API_URL',
  'ADMIN_API_URL',
  'ADMIN_LISTEN',
  'ADMIN_TOKEN',
  'API_PORT',
  'OPS_SESSION_FILE',
];

describe('the CLI keeps passwords and tokens off the wire and the command line', () => {
  const saved: Record<string, string | undefined> = {};
  let fetchSpy: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    for (const name of SETTINGS) saved[name] = process.env[name];
    for (const name of SETTINGS) delete process.env[name];
    fetchSpy = vi.fn(() => Promise.reject(new Error('no request may be made')));
    vi.stubGlobal('fetch', fetchSpy);
  });
  afterEach(() => {
    for (const name of SETTINGS)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    vi.unstubAllGlobals();
  });
  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  it('refuses a password argument, in either spelling, saying what to do instead', async () => {
    for (const argv of [
      ['login', '--email', 'ops@example.com', '--password', 'ops12345'],
      ['login', '--email', 'ops@example.com', '--password=ops12345', '--code', '123456'],
    ]) {
      const refused = await run(...argv);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(/--password is refused/);
      expect(refused.err).toMatch(/--password-file/);
      expect(refused.err).not.toContain('ops12345');
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses plain http to a host that is not this machine, for the API and for the admin address', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'cli-safety-'));
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, 'ops12345\n');
    process.env.OPS_SESSION_FILE = join(dir, 'session.json');
    writeFileSync(
      process.env.OPS_SESSION_FILE,
      JSON.stringify({ email: 'ops@example.com', refreshToken: 'r', projectId: 'demo', opsSession: 's' }),
    );
    process.env.OPS_API_URL = 'http://console.example.com/ops/graphql';
    for (const argv of [
      ['whoami'],
      ['login', '--email', 'ops@example.com', '--password-file', passwordFile],
    ]) {
      const refused = await run(...argv);
      expect(refused.code).toBe(2);
      expect(refused.err).toMatch(
        /OPS_API_URL .* must be https: plain http is refused except to this machine/,
      );
    }
    process.env.ADMIN_TOKEN = 'the-admin-token-0123456789';
    process.env.ADMIN_API_URL = 'http://10.0.0.5:4000';
    const admin = await run('reset-second-factor', '--email', 'ops@example.com');
    expect(admin.code).toBe(2);
    expect(admin.err).toMatch(/ADMIN_API_URL .* must be https/);
    expect(fetchSpy).not.toHaveBeenCalled();
    // https anywhere, and http to loopback, are fine.
    for (const url of [
      'https://ops.example.com/x',
      'http://127.0.0.1:4000',
      'http://localhost:1',
      'http://[::1]:4000',
    ])
      expect(() => safeUrl(url, 'X')).not.toThrow();
  });

  it('sends ADMIN_TOKEN to the admin address only: by default loopback on API_PORT + 100, never the operators’ host', async () => {
    process.env.OPS_API_URL = 'https://console.example.com/ops/graphql';
    expect(adminBase()).toBe('http://127.0.0.1:4100');
    process.env.API_PORT = '14320';
    expect(adminBase()).toBe('http://127.0.0.1:14420');
    process.env.ADMIN_LISTEN = '127.0.0.1:9400';
    expect(adminBase()).toBe('http://127.0.0.1:9400');
    process.env.ADMIN_TOKEN = 'the-admin-token-0123456789';
    await run('end-sessions', '--email', 'ops@example.com');
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:9400/admin/operator-sessions-end');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer the-admin-token-0123456789');
  });
});
