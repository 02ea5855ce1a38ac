import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../../ops-cli/src/run-cli';
import { afterAll, beforeAll } from 'vitest';
import { createHarness } from './harness';

type Harness = Awaited<ReturnType<typeof createHarness>>;

/**
 * The operators' CLI (apps/ops-cli) run in this process against the harness's API listening on a
 * free port, with a session file of its own: a command costs milliseconds, not a tsx start (about
 * 1.5 s each). `ops(...)` runs one with --json and answers its parsed output; `run(...)` answers the
 * exit code and what it printed.
 */
export async function cliAgainst(h: Harness) {
  const server = createServer(h.app);
  // The private listener of /admin/* (reset-second-factor), as ADMIN_LISTEN is in production.
  const adminServer = createServer(h.admin);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => adminServer.listen(0, '127.0.0.1', resolve));
  const dir = mkdtempSync(join(tmpdir(), 'ops-cli-'));
  process.env.OPS_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ops/graphql`;
  process.env.ADMIN_API_URL = `http://127.0.0.1:${(adminServer.address() as AddressInfo).port}`;
  process.env.OPS_SESSION_FILE = join(dir, 'session.json');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  async function ops(...argv: string[]): Promise<any> {
    const { code, out, err } = await run(...argv, '--json');
    if (code !== 0) throw new Error(`ops ${argv.join(' ')} -> ${code}: ${err}${out}`);
    return JSON.parse(out);
  }
  /**
   * `login` as an operator does it: the first time, the secret the CLI shows goes into the test's
   * authenticator (h.codes) and a second `login --code` activates it; afterwards one `login --code`.
   */
  async function login(email: string, password: string, project: string) {
    const as = ['--email', email, '--password', password, '--project', project];
    const uid = (await h.services.identity.auth.getUserByEmail(email)).uid;
    let first: { signedIn: boolean; enrollment?: { secret: string } } | null = null;
    try {
      h.codes.secretOf(uid);
    } catch {
      first = await ops('login', ...as);
      h.codes.remember(uid, first!.enrollment!.secret);
    }
    return ops('login', ...as, '--code', h.codes.next(uid));
  }
  const close = async () => {
    await new Promise<void>((resolve) => adminServer.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { ops, run, login, dir, close };
}

/**
 * For a test file: a harness, the CLI against it and a new operator of project demo signed in
 * there (`email`), made before the file's tests and closed after them. Read the fields inside tests.
 */
export function useSignedInCli(options: Parameters<typeof createHarness>[0] = {}) {
  const file = { email: `operator-${crypto.randomUUID().slice(0, 8)}@example.com` } as {
    h: Harness;
    cli: Awaited<ReturnType<typeof cliAgainst>>;
    email: string;
  };
  beforeAll(async () => {
    file.h = await createHarness(options);
    file.cli = await cliAgainst(file.h);
    const as = ['--email', file.email, '--project', 'demo'];
    await file.cli.ops('grant-operator', ...as, '--create-password', 'secret123');
    await file.cli.login(file.email, 'secret123', 'demo');
  });
  afterAll(async () => {
    await file.cli?.close();
    await file.h?.close();
  });
  return file;
}
