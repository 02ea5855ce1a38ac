// `npm run test:model -- --mutants [--only name]`: each known breaker (mutants.ts) re-introduced in a
// throw-away copy of the source, and the model run against it on the scenario that reaches it. The
// model must kill every one: the run exits non-zero if a mutant survives, is stale or cannot run.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { MUTANTS, type Mutant } from './mutants';
import { mutantCopy, StaleMutant, type MutantCopy } from './mutant-copy';

const root = resolve(import.meta.dirname, '../../../../..');
const only = process.env.MODEL_MUTANT;
const chosen = only ? MUTANTS.filter((m) => m.name.includes(only)) : MUTANTS;
let killed = 0;
const JOBS = Number(process.env.MODEL_MUTANT_JOBS ?? 1);
const started = Date.now();

/** Copies the source, applies the mutant and runs the model on its scenario; a line for the summary. */
async function tryMutant(mutant: Mutant): Promise<string> {
  const t0 = Date.now();
  let copy;
  try {
    copy = mutantCopy(root, mutant);
  } catch (error) {
    if (!(error instanceof StaleMutant)) throw error;
    console.info(`\n✗ stale: ${mutant.name}: ${error.message}`);
    return `STALE     ${mutant.name}: ${error.message}`;
  }
  const dir = dirname(dirname(copy.api));
  const resultFile = join(dir, 'result.json');
  const run = await runVitest(copy, {
    MODEL_SCENARIO: mutant.scenario,
    MODEL_RUNS: '1',
    MODEL_STEPS: String(mutant.steps ?? 3),
    MODEL_ASSUME: mutant.assume ?? '',
    MODEL_RESULT_FILE: resultFile,
  });
  const log = join(dir, 'output.log');
  writeFileSync(log, run.output);
  const seconds = Math.round((Date.now() - t0) / 1000);
  if (existsSync(resultFile)) {
    killed++;
    const failure = JSON.parse(readFileSync(resultFile, 'utf8')) as {
      sequence: string[];
      error: string;
      shrinks: number;
    };
    const reason = failure.error
      .split('\n')
      .filter((l) => l.trim())
      .slice(0, 3)
      .join('\n      ');
    console.info(
      `\n✓ killed: ${mutant.name} (${seconds} s, scenario ${JSON.stringify(mutant.scenario)}, shrunk ${failure.shrinks} times)\n` +
        `    ${failure.sequence.join('\n    ')}\n    -> ${reason}`,
    );
    return `killed    ${mutant.name} (${seconds} s)`;
  }
  if (run.status === 0) {
    console.info(
      `\n✗ survived: ${mutant.name} (${seconds} s, scenario ${JSON.stringify(mutant.scenario)}); output: ${log}`,
    );
    return `SURVIVED  ${mutant.name} (${seconds} s)`;
  }
  console.info(
    `\n✗ could not run: ${mutant.name} (${seconds} s); output: ${log}\n${run.output.slice(-2000)}`,
  );
  return `ERROR     ${mutant.name} (${seconds} s)`;
}

function runVitest(
  copy: MutantCopy,
  env: Record<string, string>,
): Promise<{ status: number | null; output: string }> {
  const child = spawn(
    join(root, 'node_modules/.bin/vitest'),
    ['run', '--config', copy.config, '--root', copy.api, 'test/model/lifecycle.test.ts'],
    { cwd: copy.api, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const chunks: Buffer[] = [];
  child.stdout.on('data', (c: Buffer) => chunks.push(c));
  child.stderr.on('data', (c: Buffer) => chunks.push(c));
  return new Promise((done) =>
    child.on('close', (status) => done({ status, output: Buffer.concat(chunks).toString('utf8') })),
  );
}

// One at a time by default: two at once were slower on a loaded 2-core host (MODEL_MUTANT_JOBS=2 to try).
const queue = [...chosen];
const verdicts: string[] = [];
await Promise.all(
  Array.from({ length: JOBS }, async () => {
    for (let m = queue.shift(); m; m = queue.shift()) verdicts.push(await tryMutant(m));
  }),
);

const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.info(`\nmutants: ${killed}/${chosen.length} killed in ${minutes} min\n  ${verdicts.join('\n  ')}`);
process.exit(killed === chosen.length && chosen.length > 0 ? 0 : 1);
