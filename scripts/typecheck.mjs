#!/usr/bin/env node
// `npm run typecheck`: every workspace's tsc, as many at once as the machine has cores (each tsc
// uses one), the largest first; each project's errors are printed together, and the exit code fails
// when one of them fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = resolve(root, 'node_modules/.bin/tsc');
const projects = [
  'apps/api',
  'apps/web',
  'scripts',
  'apps/console',
  'e2e',
  'packages/stripe-sandbox',
  'packages/mail-inbox',
  'apps/ops-cli',
  'packages/web-kit',
  'packages/shared',
];

let failed = 0;
const queue = [...projects];
/** @param {string} project @returns {Promise<void>} */
const check = (project) =>
  new Promise((done) => {
    const child = spawn(tsc, ['-p', project], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (out += chunk));
    child.on('close', (code) => {
      if (code !== 0) {
        failed++;
        process.stdout.write(`tsc -p ${project} failed:\n${out}\n`);
      }
      done();
    });
  });
await Promise.all(
  Array.from({ length: Math.max(1, availableParallelism()) }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) await check(project);
  }),
);
process.exit(failed ? 1 : 0);
