// A throwaway PostgreSQL server of a test's own (initdb in its folder, a port of its own), so the
// test can restart PostgreSQL itself under load without touching the machine's server. Uses the
// machine's PostgreSQL binaries (pg_config --bindir); as root, they run as the `postgres` user, since
// PostgreSQL refuses to run as root.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The PostgreSQL binaries' folder, or null when this machine has none to run a server with. */
export function postgresBinaries() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8' }).trim();
    return existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')) ? dir : null;
  } catch {
    return null;
  }
}

/**
 * Starts a server in `dir` on 127.0.0.1:`port`. Returns its URL (superuser `postgres`, trust),
 * `restart()` (a fast shutdown: every backend ends and connections are refused until it is up
 * again, as in a failover or a package upgrade) and `stop()`.
 * @param {string} dir
 * @param {number} port
 */
export async function startOwnPostgres(dir, port) {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL server binaries (pg_config --bindir) on this machine');
  const asRoot = process.getuid?.() === 0;
  mkdirSync(dir, { recursive: true });
  if (asRoot) {
    const { uid, gid } = userIds('postgres');
    chownSync(dir, uid, gid);
  }
  // Asynchronous: a restart under load must not stop the test's own event loop from sending.
  /** @type {(tool: string, args: string[]) => [string, string[]]} */
  const command = (tool, args) =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', join(bin, tool), ...args]] : [join(bin, tool), args];
  /** @param {string} tool @param {string[]} args */
  const run = async (tool, args) => {
    const [cmd, argv] = command(tool, args);
    try {
      await promisify(execFile)(cmd, argv, { encoding: 'utf8' });
    } catch (caught) {
      const error = /** @type {Error & { stdout?: string, stderr?: string }} */ (caught);
      throw new Error(
        `${tool} ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.stderr ?? error.message}`,
      );
    }
  };
  const data = join(dir, 'data');
  await run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`;
  const ctl = (/** @type {string[]} */ ...args) =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '30', ...args]);
  await ctl('-o', options, 'start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('-m', 'fast', '-o', options, 'restart'),
    /** Synchronous, so it also runs from an 'exit' handler. */
    stop: () => {
      try {
        execFileSync(...command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']), {
          stdio: 'ignore',
        });
      } catch {
        /* not running */
      }
    },
  };
}

/** @param {string} name */
function userIds(name) {
  const id = (/** @type {string} */ flag) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }));
  return { uid: id('-u'), gid: id('-g') };
}
