#!/usr/bin/env node
// Web bundle budget: builds apps/web, then reports the gzip size of the JavaScript each key page
// loads and of every lazy route chunk, from Vite's manifest. Exits 1 when a budget is exceeded.
// Usage: node scripts/bench-web.mjs [--no-build]
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const KB = 1000; // same unit as Vite's build report
const BUDGET = { landing: 150 * KB, routeChunk: 60 * KB };

// What a first visit to each page downloads besides the entry: its lazy layouts and screen,
// plus Firebase, which the route guard loads before it can decide.
const PAGES = {
  '/': ['src/features/landing/routes/LandingPage.tsx'],
  '/sign_in': ['src/app/DataLayout.tsx', 'src/features/auth/routes/SignInPage.tsx', 'src/lib/firebase.ts'],
  '/home': ['src/app/DataLayout.tsx', 'src/features/home/routes/HomePage.tsx', 'src/lib/firebase.ts'],
};

if (!process.argv.includes('--no-build')) {
  // Measured as the development build (emulator URL set), which needs no production links.
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', ...process.env },
  });
}

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** JS files of the given manifest keys and everything they import statically. */
function jsClosure(keys, files = new Set()) {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (renamed?)`);
    if (files.has(chunk.file)) continue;
    files.add(chunk.file);
    jsClosure(chunk.imports ?? [], files);
  }
  return files;
}

const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
let failed = false;

console.log('\nJavaScript per page (gzip, first visit)');
const pageRows = Object.entries(PAGES).map(([page, keys]) => {
  const files = jsClosure([entryKey, ...keys]);
  return { page, files: files.size, gzip: kb(sum(files)) };
});
console.table(pageRows);
const landing = sum(jsClosure([entryKey, ...PAGES['/']]));
if (landing > BUDGET.landing) {
  console.error(`FAIL: / loads ${kb(landing)} gzip, budget ${kb(BUDGET.landing)}`);
  failed = true;
}

console.log('Chunks (gzip; route chunks are the lazy entries)');
const rows = Object.entries(manifest)
  .filter(([, chunk]) => chunk.file.endsWith('.js'))
  .map(([key, chunk]) => ({
    chunk: chunk.src ?? key,
    kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'route' : 'shared',
    raw: kb(readFileSync(join(dist, chunk.file)).length),
    gzip: gzipSize(chunk.file),
  }))
  .sort((a, b) => b.gzip - a.gzip);
console.table(rows.map((row) => ({ ...row, gzip: kb(row.gzip) })));
for (const row of rows.filter((r) => r.kind === 'route' && r.gzip > BUDGET.routeChunk)) {
  console.error(`FAIL: route chunk ${row.chunk} is ${kb(row.gzip)} gzip, budget ${kb(BUDGET.routeChunk)}`);
  failed = true;
}

console.log(
  failed
    ? 'Web bundle budget exceeded.'
    : `OK: / within ${kb(BUDGET.landing)}, route chunks within ${kb(BUDGET.routeChunk)}.`,
);
process.exit(failed ? 1 : 0);
