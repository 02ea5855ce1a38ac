// Before the cluster test: the API compiled again (a second: what runs is what was just built), the
// web app built when apps/web/dist is missing (test.sh's web budget step leaves one), and the console
// when apps/console/dist is missing or was built for the old /console/ path (it is at / of its host).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export default function setup() {
  // Outside vitest's NODE_ENV=test: the web build is the one `npm run build` makes.
  const env = { ...process.env };
  if (env.NODE_ENV === 'test') delete env.NODE_ENV;
  const build = (only: string) =>
    execFileSync(process.execPath, ['scripts/build.mjs', only], { cwd: root, env, stdio: 'inherit' });
  build('--api-only');
  if (!existsSync(resolve(root, 'apps/web/dist/index.html'))) build('--web-only');
  const consoleIndex = resolve(root, 'apps/console/dist/index.html');
  if (!existsSync(consoleIndex) || readFileSync(consoleIndex, 'utf8').includes('"/console/'))
    build('--console-only');
}
