// Before the cluster test: the API compiled again (a second: what runs is what was just built), and
// the web app built when apps/web/dist is missing (test.sh's web budget step leaves one).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
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
}
