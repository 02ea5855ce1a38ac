import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COMMANDS, LOCAL } from '.';

const API_TESTS = new URL('../../../api/test/', import.meta.url);

describe('the command table', () => {
  const names = [...LOCAL, ...COMMANDS].map((c) => c.name);

  it('names each command once, and each usage starts with its name', () => {
    expect(new Set(names).size).toBe(names.length);
    for (const c of [...LOCAL, ...COMMANDS]) expect(c.usage.split(' ')[0]).toBe(c.name);
  });

  it('has every command run against a real API by a test (apps/api/test/ops-cli*.test.ts)', () => {
    // The first argument of each ops(…) / cli.run(…) call in those files: what they run.
    const run = new Set<string>();
    for (const file of readdirSync(API_TESTS).filter((f) => /^ops-cli.*\.test\.ts$/.test(f))) {
      const source = readFileSync(new URL(file, API_TESTS), 'utf8');
      for (const m of source.matchAll(/\b(?:ops|cli\.run|cli\.ops)\(\s*'([a-z-]+)'/g)) run.add(m[1]!);
      // A command kept in an argument list first, e.g. const grant = ['grant-points', …].
      for (const m of source.matchAll(/=\s*\[\s*'([a-z-]+)'/g)) run.add(m[1]!);
    }
    expect(names.filter((name) => !run.has(name))).toEqual([]);
  });
});
