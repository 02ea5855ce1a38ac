import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../../..');

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * The API as its own process (apps/api/src/main.ts through tsx), as `npm start` runs it: what the crash
 * tests kill. Resolves once /healthz answers; `exited` settles when the process is gone. `adminUrl`:
 * its private listener (/admin/*, /metrics; ADMIN_LISTEN).
 */
export async function startApiProcess(env: Record<string, string>) {
  const port = await freePort();
  const adminPort = await freePort();
  const output: string[] = [];
  // node itself (tsx as a loader), so a SIGKILL of the API is the death of this very process.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      ADMIN_LISTEN: `127.0.0.1:${adminPort}`,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((r) =>
    child.once('exit', (code, signal) => r({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw Object.assign(new Error(`API exited at start:\n${output.join('')}`), {
        exit: { code: child.exitCode, signal: child.signalCode },
      });
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`API did not start:\n${output.join('')}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    adminUrl: `http://127.0.0.1:${adminPort}`,
    output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
