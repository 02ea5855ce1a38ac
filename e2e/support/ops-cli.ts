// The operators' CLI (`npm run ops`) as an operator runs it: a child process against the running e2e
// system, with its own session file. Only setup uses it; the fans' side of a journey goes through the UI.
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { knowsSecret, nextCode, rememberSecret } from './authenticator.ts';
import { API, AUTH } from './system.ts';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');
const ENTRY = join(ROOT, 'apps/ops-cli/src/main.ts');

export interface OpsCli {
  /** Runs one command with --json; resolves to its answer, rejects with the CLI's message. */
  (...argv: string[]): Promise<any>;
  /**
   * `login` with the second factor (decision 041): the first time, the secret the CLI shows goes into
   * the journey's authenticator and a second `login --code` activates it.
   */
  login(email: string, password: string, project?: string): Promise<any>;
}

/**
 * A CLI with a session of its own (OPS_SESSION_FILE in a fresh folder), pointed at the system's API
 * and, for the bootstrap commands (the server's credentials in development), its Auth Emulator.
 */
export function opsCli(): OpsCli {
  const env = {
    ...process.env,
    OPS_API_URL: `${API}/ops/graphql`,
    OPS_SESSION_FILE: join(mkdtempSync(join(tmpdir(), 'e2e-ops-')), 'session.json'),
    FIREBASE_AUTH_EMULATOR_HOST: AUTH.replace(/^http:\/\//, ''),
  };
  const cli = async (...argv: string[]) => {
    try {
      // tsx as node's loader, not its bin (which starts a second node process): about a second less a run.
      const args = ['--import', 'tsx', ENTRY, ...argv, '--json'];
      const { stdout } = await run(process.execPath, args, { cwd: ROOT, env, timeout: 60_000 });
      return JSON.parse(stdout);
    } catch (error) {
      const e = error as { stdout?: string; stderr?: string; message: string };
      throw new Error(`ops ${argv.join(' ')} failed: ${e.stderr || e.stdout || e.message}`);
    }
  };
  const login = async (email: string, password: string, project = 'demo') => {
    const as = ['login', '--email', email, '--password', password, '--project', project];
    if (!knowsSecret(email)) rememberSecret(email, (await cli(...as)).enrollment.secret);
    return cli(...as, '--code', await nextCode(email));
  };
  return Object.assign(cli, { login });
}
