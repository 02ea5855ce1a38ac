import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, writeFileSync } from 'node:fs';
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
  // The admin address is its own setting (issue 43 item 6): the private listener's.
  process.env.ADMIN_API_URL = `http://127.0.0.1:${(adminServer.address() as AddressInfo).port}`;
  process.env.ADMIN_TOKEN = h.services.config.ADMIN_TOKEN;
  process.env.OPS_SESSION_FILE = join(dir, 'session.json');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = h.authHost;
  // The one-time enrolment codes the CLI's answers showed (grant-operator, enrollment-code, a reset).
  const enrollmentCodes = new Map<string, string>();
  /** A file holding `password`, for `login --password-file` (the CLI refuses a password argument). */
  const passwordFile = (password: string) => {
    const file = join(dir, `password-${crypto.randomUUID().slice(0, 8)}`);
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    return file;
  };

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(argv, { out: (t) => out.push(t), err: (t) => err.push(t) });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }
  async function ops(...argv: string[]): Promise<any> {
    const { code, out, err } = await run(...argv, '--json');
    if (code !== 0) throw new Error(`ops ${argv.join(' ')} -> ${code}: ${err}${out}`);
    const answer = JSON.parse(out);
    const email = argv[argv.indexOf('--email') + 1];
    const issued = answer?.enrollment?.code ?? answer?.shownOnce?.enrollmentCode;
    if (email && typeof issued === 'string') enrollmentCodes.set(email, issued);
    return answer;
  }
  /**
   * `login` as an operator does it: the first time, with the enrolment code grant-operator showed, the
   * secret the CLI shows goes into the test's authenticator (h.codes) and a second `login --code`
   * activates it; afterwards one `login --code`. The password from a file, never an argument.
   */
  async function login(email: string, password: string, project: string) {
    const as = ['--email', email, '--password-file', passwordFile(password), '--project', project];
    const uid = (await h.services.identity.auth.getUserByEmail(email)).uid;
    let first: { signedIn: boolean; enrollment?: { secret: string } } | null = null;
    try {
      h.codes.secretOf(uid);
    } catch {
      const code = enrollmentCodes.get(email);
      if (!code) throw new Error(`no enrolment code known for ${email}`);
      first = await ops('login', ...as, '--enrollment-code', code);
      h.codes.remember(uid, first!.enrollment!.secret);
    }
    return ops('login', ...as, '--code', h.codes.next(uid));
  }
  const close = async () => {
    await new Promise<void>((resolve) => adminServer.close(() => resolve()));
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { ops, run, login, dir, close, passwordFile, enrollmentCodes };
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
