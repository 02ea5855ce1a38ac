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
// Budgets a little above what the app loads today (issue 13: each screen ships only its own strings,
// the entry holds React, the router and the app shell). Raise one only with a reason in the commit.
/** @type {{ entry: number, routeChunk: number, page: Record<string, number> }} */
const BUDGET = {
  entry: 102 * KB,
  routeChunk: 46 * KB,
  // A first visit to each key page (the sign-in screens load no Apollo; see PAGES).
  // '/': 112 since the waiting page's route and title (issue 43 item 7: 111.04 kB).
  page: { '/': 112 * KB, '/sign_in': 165 * KB, '/home': 218 * KB, '/points': 212 * KB },
};

// What a first visit to each page downloads besides the entry: its lazy layouts and screen,
// plus Firebase, which the route guard loads before it can decide (the sign-in screens sit outside
// DataLayout: no Apollo until a sign-in reaches the API).
const PAGES = {
  '/': ['src/features/landing/routes/LandingPage.tsx'],
  '/sign_in': ['src/features/auth/routes/SignInPage.tsx', 'src/lib/firebase.ts'],
  '/home': ['src/app/DataLayout.tsx', 'src/features/home/routes/HomePage.tsx', 'src/lib/firebase.ts'],
  '/points': ['src/app/DataLayout.tsx', 'src/features/points/routes/PointsPage.tsx', 'src/lib/firebase.ts'],
};

if (!process.argv.includes('--no-build')) {
  // Measured as the development build (emulator URL set), which needs no production links.
  execSync('npm run build -w apps/web', {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { VITE_FIREBASE_AUTH_EMULATOR_URL: 'http://127.0.0.1:9099', ...process.env },
  });
}

/** @typedef {{ file: string, src?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[] }} Chunk */
/** @type {Record<string, Chunk>} Vite's manifest: chunks by source key */
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} file */
function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return /** @type {number} */ (gzipCache.get(file));
}

/**
 * JS files of the given manifest keys and everything they import statically.
 * @param {string[]} keys
 * @param {Set<string>} [files]
 * @returns {Set<string>}
 */
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

/** @param {Set<string>} files */
const sum = (files) => [...files].reduce((total, file) => total + gzipSize(file), 0);
/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(2)} kB`;
const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');
let failed = false;

console.log('\nJavaScript per page (gzip, first visit)');
const pageRows = Object.entries(PAGES).map(([page, keys]) => {
  const files = jsClosure([entryKey, ...keys]);
  return { page, files: files.size, gzip: kb(sum(files)) };
});
console.table(pageRows);
const entry = gzipSize(/** @type {Chunk} */ (manifest[entryKey]).file);
if (entry > BUDGET.entry) {
  console.error(`FAIL: the entry chunk is ${kb(entry)} gzip, budget ${kb(BUDGET.entry)}`);
  failed = true;
}
for (const [page, keys] of Object.entries(PAGES)) {
  const size = sum(jsClosure([entryKey, ...keys]));
  const budget = BUDGET.page[page];
  if (budget === undefined) throw new Error(`${page} has no budget`);
  if (size > budget) {
    console.error(`FAIL: ${page} loads ${kb(size)} gzip, budget ${kb(budget)}`);
    failed = true;
  }
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
    : `OK: entry within ${kb(BUDGET.entry)}, pages and route chunks (${kb(BUDGET.routeChunk)}) within budget.`,
);
process.exit(failed ? 1 : 0);
