#!/usr/bin/env node
// The generated GraphQL types (codegen.ts: the web's from schema.graphql, the operators' CLI's and
// console's from ops-schema.graphql): writes them, or with --check regenerates them in memory and exits 1 when the
// committed files differ (npm test runs the check). Both paths format
// with prettier the same way, so a fresh generation always matches what was committed. Both also
// check that each operation's `gql` document is typed with that operation's generated types.
// Usage: npm run codegen [-- --check]
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { readFile, readdir, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

const { config } = await loadCodegenConfig({ configFilePath: join(root, 'codegen.ts') });
// A document that does not validate against the schema throws here, in both modes.
const outputs = await generate({ ...config, cwd: root, silent: true }, false).catch((error) => {
  const messages = new Set(
    (error.errors ?? [error]).flatMap((/** @type {Error} */ e) => String(e.message).split('\n')),
  );
  console.error(
    'FAIL: GraphQL documents do not fit their schema (apps/api/schema.graphql, ops-schema.graphql):',
  );
  for (const message of messages) if (message.trim()) console.error(`  ${message.trim()}`);
  process.exit(1);
});

const mistyped = [
  ...(await mistypedDocuments(join(root, 'apps/web/src'))),
  ...(await mistypedDocuments(join(root, 'apps/ops-cli/src'))),
  ...(await mistypedDocuments(join(root, 'apps/console/src'))),
];
for (const problem of mistyped) console.error(`FAIL: ${problem}`);

const stale = [];
for (const { filename, content } of outputs) {
  const path = join(root, filename);
  const formatted = await prettier.format(content, {
    ...(await prettier.resolveConfig(path)),
    filepath: path,
  });
  const committed = await readFile(path, 'utf8').catch(() => null);
  if (committed === formatted) continue;
  if (check) {
    stale.push({ path, committed, formatted });
  } else {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, formatted);
    console.log(`wrote ${relative(root, path)}`);
  }
}

if (mistyped.length > 0) process.exitCode = 1;
if (stale.length > 0) {
  for (const { path, committed, formatted } of stale) {
    console.error(`FAIL: ${relative(root, path)} is not what the schema and the documents generate.`);
    console.error(firstDifference(committed ?? '', formatted));
  }
  console.error('Run `npm run codegen` and commit the result (then `npm run typecheck` shows what to fix).');
  process.exit(1);
}
if (check && mistyped.length === 0)
  console.log(`OK: ${outputs.length} generated file(s) match the schema and the documents.`);

/**
 * The first lines where the committed file and a fresh generation part, for the failure message.
 * @param {string} committed
 * @param {string} fresh
 */
function firstDifference(committed, fresh) {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  const show = (/** @type {string[]} */ lines) => lines.slice(i, i + 6).map((line) => `    ${line}`);
  return [`  from line ${i + 1}, committed:`, ...show(a), '  generated:', ...show(b)].join('\n');
}

/**
 * Documents whose TypedDocumentNode names another operation's types (or none): the generated types
 * are only as good as their pairing, which is written by hand.
 * @param {string} dir
 */
async function mistypedDocuments(dir) {
  /** @type {string[]} */
  const problems = [];
  const files = (await readdir(dir, { recursive: true })).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('graphql/'),
  );
  for (const file of files) {
    const source = await readFile(join(dir, file), 'utf8');
    for (const match of source.matchAll(/gql`([^`]*)`/g)) {
      const operation = /\b(query|mutation|subscription)\s+(\w+)/.exec(
        String(match[1]).replace(/\$\{[^}]*\}/g, ''),
      );
      if (!operation) continue; // a fragment: its type comes with the operations that spread it
      const [, kind = '', name] = operation;
      const data = `${name}${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
      const before = source.slice(0, match.index);
      const declaration = before.slice(before.lastIndexOf('const '));
      const typed = /^const\s+\w+\s*:\s*TypedDocumentNode<\s*(\w+)\s*,\s*(\w+)\s*,?\s*>\s*=\s*$/.exec(
        declaration,
      );
      if (!typed || typed[1] !== data || typed[2] !== `${data}Variables`)
        problems.push(
          `${relative(root, join(dir, file))}: ${kind} ${name} must be TypedDocumentNode<${data}, ${data}Variables>`,
        );
    }
  }
  return problems;
}
