// A mutant's throw-away copy of the source: the API and the shared package copied into a git-ignored
// folder of the repository (.mutants/), so node_modules resolve from there, with the mutant's
// patches applied. Production code carries no switch for it.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Mutant } from './mutants';

/** What the model test of the API needs: its source and tests, the shared package, the test scripts' helpers. */
const COPIED = [
  'apps/api/src',
  'apps/api/test',
  'apps/api/package.json',
  'apps/api/tsconfig.json',
  'apps/api/vitest.config.ts',
  'packages/shared',
  'scripts/lib',
  'tsconfig.base.json',
];
/** Installed dependencies are linked, not copied. */
const LINKED = ['node_modules', 'apps/api/node_modules'];

export interface MutantCopy {
  /** The copy's apps/api, where vitest runs. */
  api: string;
  config: string;
}

/** Copies the source to `.mutants/<slug>` and applies the patches; throws if a patch's text is not there exactly once. */
export function mutantCopy(root: string, mutant: Mutant): MutantCopy {
  const dir = join(root, '.mutants', mutant.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase());
  rmSync(dir, { recursive: true, force: true });
  for (const path of COPIED)
    cpSync(join(root, path), join(dir, path), {
      recursive: true,
      filter: (src) => !src.includes('node_modules'),
    });
  for (const path of LINKED) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    if (existsSync(join(root, path))) symlinkSync(join(root, path), join(dir, path));
  }
  for (const patch of mutant.patches) {
    const file = join(dir, patch.file);
    const text = readFileSync(file, 'utf8');
    const found = text.split(patch.find).length - 1;
    if (found !== 1) throw new StaleMutant(`${patch.file}: the patch's text occurs ${found} times, not once`);
    writeFileSync(
      file,
      text.replace(patch.find, () => patch.replace),
    );
  }
  // The copy's API and tests import the copy's shared package, not the installed link to the original.
  const config = join(dir, 'apps/api/vitest.mutant.config.ts');
  writeFileSync(
    config,
    `import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

export default mergeConfig(base, {
  resolve: { alias: [{ find: /^@fan\\/shared$/, replacement: ${JSON.stringify(join(dir, 'packages/shared/src/index.ts'))} }] },
});
`,
  );
  return { api: join(dir, 'apps/api'), config };
}

export class StaleMutant extends Error {}
