// The operators' CLI (`npm run ops`) as an operator runs it: a child process against the running e2e
// system, with its own session file. Only setup uses it; the fans' side of a journey goes through the UI.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import {
  enrollmentCodeOf,
  knowsSecret,
  nextCode,
  rememberEnrollmentCode,
  rememberSecret,
} from './authenticator.ts';
import { API, AUTH } from './system.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'apps/ops-cli/src/main.ts');

export interface OpsCli {
  /** Runs one command with --json; resolves to its answer, rejects with the CLI's message. */
  (...argv: string[]): Promise<any>;
  /**
   * `login` with the second factor (decisions 041, 053): the first time, with the enrolment code the
   * grant showed, the secret the CLI shows goes into the journey's authenticator and a second
   * `login --code` activates it (within its 10 minutes).
   */
  login(email: string, password: string, project?: string): Promise<any>;
}

/**
 * A CLI with a session of its own (OPS_SESSION_FILE in a fresh folder), pointed at the system's API
 * and, for the bootstrap commands (the server's credentials in development), its Auth Emulator.
 */
export function opsCli(): OpsCli {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-ops-'));
  const env = {
    ...process.env,
    OPS_API_URL: `${API}/ops/graphql`,
    OPS_SESSION_FILE: join(dir, 'session.json'),
    FIREBASE_AUTH_EMULATOR_HOST: AUTH.replace(/^http:\/\//, ''),
    // grant-operator has the running API issue the enrolment code (PGlite is the API's): the admin
    // address is the CLI's default (the API's, on this machine), with the development ADMIN_TOKEN.
    ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'dev-admin-token-change-me',
  };
  const cli = async (...argv: string[]) => {
    try {
      // tsx as node's loader, not its bin (which starts a second node process): about a second less a run.
      const args = ['--import', 'tsx', ENTRY, ...argv, '--json'];
      const { stdout } = await run(process.execPath, args, { cwd: ROOT, env, timeout: 60_000 });
      const answer = JSON.parse(stdout);
      // The enrolment code a grant showed goes to the journey's authenticator's notes.
      const email = argv[argv.indexOf('--email') + 1];
      if (email && typeof answer?.enrollment?.code === 'string')
        rememberEnrollmentCode(email, answer.enrollment.code);
      return answer;
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`ops ${argv.join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };
  const login = async (email: string, password: string, project = 'demo') => {
    // The password from a file: the CLI refuses one on its command line.
    const file = join(dir, `password-${Math.random().toString(36).slice(2, 8)}`);
    writeFileSync(file, `${password}\n`, { mode: 0o600 });
    const as = ['login', '--email', email, '--password-file', file, '--project', project];
    if (!knowsSecret(email))
      rememberSecret(
        email,
        (await cli(...as, '--enrollment-code', enrollmentCodeOf(email))).enrollment.secret,
      );
    return cli(...as, '--code', await nextCode(email));
  };
  return Object.assign(cli, { login });
}
