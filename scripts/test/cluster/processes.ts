// The cluster test's processes: each one in a process group of its own with its output in
// <tmp>/<name>.log, waited for over HTTP, and stopped together at the end.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';

export type Exit = { code: number | null; signal: NodeJS.Signals | null };
export type Child = ChildProcess & { pid: number; exited: Promise<Exit> };

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Polls `until` every 250 ms for at most `ms`: true once it held. */
export async function settle(until: () => Promise<boolean>, ms = 15_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await until()) return true;
    await sleep(250);
  }
  return false;
}

export async function freePort() {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

async function portFree(port: number) {
  const server = createServer();
  return new Promise<boolean>((r) => {
    server.once('error', () => r(false));
    server.listen(port, '127.0.0.1', () => server.close(() => r(true)));
  });
}

/** Three free ports in a row (the Auth Emulator, its hub and its logging). */
export async function freeTriple() {
  for (;;) {
    const base = 20000 + Math.floor(Math.random() * 9000);
    if ((await portFree(base)) && (await portFree(base + 1)) && (await portFree(base + 2))) return base;
  }
}

export class Processes {
  private readonly children: { name: string; child: Child }[] = [];

  constructor(
    private readonly root: string,
    readonly tmp: string,
  ) {}

  start(name: string, command: string, args: string[], env: Record<string, string> = {}): Child {
    const out = openSync(join(this.tmp, `${name}.log`), 'a');
    const child = spawn(command, args, {
      cwd: this.root,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
      detached: true,
    }) as Child;
    child.exited = new Promise((r) => child.once('exit', (code, signal) => r({ code, signal })));
    this.children.push({ name, child });
    return child;
  }

  logOf(name: string) {
    return readFileSync(join(this.tmp, `${name}.log`), 'utf8');
  }

  /** Until `url` answers below 500; throws with the log's tail when `child` exits or time runs out. */
  async waitUp(name: string, url: string, child?: Child, timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child && child.exitCode !== null)
        throw new Error(`${name} exited:\n${this.logOf(name).slice(-3000)}`);
      const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) return;
      await sleep(200);
    }
    throw new Error(`${name} did not answer at ${url}:\n${this.logOf(name).slice(-3000)}`);
  }

  /** SIGTERM to every group still running, newest first; SIGKILL to what is left after 8 s. */
  async stopAll() {
    for (const child of this.running().reverse()) kill(child, 'SIGTERM');
    await Promise.race([Promise.all(this.children.map(({ child }) => child.exited)), sleep(8000)]);
    for (const child of this.running()) kill(child, 'SIGKILL');
  }

  private running() {
    return this.children
      .map(({ child }) => child)
      .filter((child) => child.exitCode === null && child.signalCode === null);
  }
}

function kill(child: Child, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* gone */
  }
}
