#!/usr/bin/env node
// How long `npm start` (scripts/start-all.mjs) takes to be ready: a cold start on an empty data folder,
// then warm starts on the same folder. Ready = the URL printed and the API answering a GraphQL query.
// Stops each run with Ctrl-C (SIGINT), or with `--kill` SIGKILLs start-all's process group.
//
//   node scripts/bench-start.mjs [--warm N] [--kill] [--preview]
//   (WEB_PORT, API_PORT, STRIPE_SANDBOX_PORT, AUTH_EMULATOR_PORT move the ports; DATA_DIR keeps a folder)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const warmRuns = Number(args[args.indexOf('--warm') + 1] || 2);
const kill = args.includes('--kill');
const dataDir = process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'fan-bench-start-'));
const apiPort = Number(process.env.API_PORT ?? 4000);

export async function startOnce(env = {}) {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start-all.mjs'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise((r) => child.once('exit', r));
  const until = async (/** @type {() => boolean} */ test) => {
    while (!test()) {
      if (child.exitCode !== null) throw new Error(`start-all exited:\n${output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return performance.now() - started;
  };
  // The URL is printed as soon as the API and the web app answer, again in the banner once sign-in
  // (the Auth Emulator) is ready too.
  const printed = await until(() => /Open: +http/.test(output));
  const response = await fetch(`http://127.0.0.1:${apiPort}/api/v2/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-project-id': 'demo' },
    body: JSON.stringify({ query: '{ __typename }' }),
  });
  const answered = performance.now() - started;
  if (!response.ok) throw new Error(`API answered ${response.status}`);
  const ready = await until(() => output.includes('The fan app is running'));
  return {
    printed,
    answered,
    ready,
    output: () => output,
    async stop(hard = kill) {
      // --kill: `kill -9` of start-all's process group, as a crash or `kill -9 <npm start>` leaves it:
      // its children (in groups of their own) keep running until the next start ends them.
      process.kill(-(/** @type {number} */ (child.pid)), hard ? 'SIGKILL' : 'SIGINT');
      await exited;
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const runs = [];
  for (let i = 0; i <= warmRuns; i++) {
    const run = await startOnce();
    runs.push(run);
    console.log(
      `${i === 0 ? 'cold' : 'warm'} start: URL printed after ${(run.printed / 1000).toFixed(1)} s, API answered after ${(run.answered / 1000).toFixed(1)} s, sign-in ready (banner) after ${(run.ready / 1000).toFixed(1)} s`,
    );
    await run.stop();
  }
  if (!process.env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}
