#!/usr/bin/env node
// The membership lifecycle model (apps/api/test/model) with more runs than `npm test` gives it:
//   npm run test:model -- --runs 5 --seed 7 [--steps 25] [--scenario 'card member,declined upgrade']
//                         [--assume konbiniDowngrade=false] [--skip deleteCard,register-konbini] [--reconcile time] [--trace] [--coverage]
//   (--runs: runs per scenario, each a scenario's prefix then up to --steps generated steps)
//   replay a failure: --scenario N --seed S --path P --replay R (R: the counterexample's replayPath)
//   --measure: the generator replayed on the model alone (measure-generator.ts), no system
//   --mutants [--only name]: every known breaker re-introduced, one at a time (mutants/run-mutants.ts)
// Options become MODEL_* variables for the test; the rest goes to vitest. A failure prints the seed,
// the path and the shrunk sequence; `--seed S --path P` replays exactly that case.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** @type {Record<string, string>} */
const names = {
  runs: 'MODEL_RUNS',
  seed: 'MODEL_SEED',
  steps: 'MODEL_STEPS',
  path: 'MODEL_PATH',
  replay: 'MODEL_REPLAY',
  skip: 'MODEL_SKIP',
  scenario: 'MODEL_SCENARIO',
  only: 'MODEL_MUTANT',
  assume: 'MODEL_ASSUME',
  reconcile: 'MODEL_RECONCILE',
};
const env = { ...process.env };
/** @type {string[]} */
const rest = [];
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  const arg = /** @type {string} */ (args[i]);
  const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s) : [null];
  if (flag === 'trace') env.MODEL_TRACE = '1';
  else if (flag === 'coverage') env.MODEL_COVERAGE = '1';
  else if (flag === 'measure' || flag === 'mutants') env.MODEL_TOOL = flag;
  else if (flag && flag in names) {
    const value = inline ?? args[++i];
    if (value === undefined) {
      console.error(`test:model: --${flag} needs a value`);
      process.exit(2);
    }
    env[/** @type {string} */ (names[flag])] = value;
  } else rest.push(arg);
}
// Its own Auth Emulator port unless told otherwise, so a running `npm start` is left alone.
env.AUTH_EMULATOR_PORT ??= '9301';
const tools = { measure: 'measure-generator.ts', mutants: 'mutants/run-mutants.ts' };
const tool = env.MODEL_TOOL && tools[/** @type {keyof typeof tools} */ (env.MODEL_TOOL)];
const result = tool
  ? spawnSync(resolve(root, 'node_modules/.bin/tsx'), [resolve(root, 'apps/api/test/model', tool), ...rest], {
      cwd: root,
      env,
      stdio: 'inherit',
    })
  : spawnSync(
      resolve(root, 'node_modules/.bin/vitest'),
      ['run', '--project', 'api', 'apps/api/test/model/lifecycle.test.ts', ...rest],
      { cwd: root, env, stdio: 'inherit' },
    );
process.exit(result.status ?? 1);
