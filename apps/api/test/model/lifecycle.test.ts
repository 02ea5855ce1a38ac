// Issue 26 (DESIGN.md section 5): the membership and payment lifecycle as a model, tried by
// generated sequences of fan actions, operator actions and time against the API on the strict
// sandbox. `npm test` runs a few short sequences with a fixed seed; `npm run test:model -- --runs 50
// --seed 42` (scripts/test-model.mjs) runs more. A failure prints the seed, the path and the shrunk
// sequence of commands; `--seed S --path P --replay R` (R: the counterexample's replayPath) replays it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { assumptionsFrom } from './assumptions';
import { initialModel, type Model } from './lifecycle-model';
import { commandArbitraries, executed, type StepOptions } from './commands';
import { differences } from './invariants';
import { createModelEnv, createRun, MONTHS, type ModelEnv, type RunSystem } from './system';

const RUNS = Number(process.env.MODEL_RUNS ?? 16);
const STEPS = Number(process.env.MODEL_STEPS ?? 20);
const SEED = Number(process.env.MODEL_SEED ?? 42);
const PATH = process.env.MODEL_PATH || undefined;
const CREATORS = 2;
const PAID_TIERS = 3;
const CODES = [100, 300];
const options: StepOptions = { reconcileEveryStep: process.env.MODEL_RECONCILE !== 'time' };

describe('membership and payment lifecycle, model-based', () => {
  let env: ModelEnv;
  beforeAll(async () => {
    env = await createModelEnv();
  }, 120_000);
  afterAll(() => env?.close());

  it(
    `agrees with the model (${RUNS} runs of up to ${STEPS} steps, seed ${SEED})`,
    { timeout: 3_600_000 },
    async () => {
      const a = assumptionsFrom(process.env.MODEL_ASSUME);
      const stats = { runs: 0 };
      const commands = commandArbitraries({
        ...options,
        creators: CREATORS,
        paidTiers: PAID_TIERS,
        codes: CODES.length,
        skip: (process.env.MODEL_SKIP ?? '').split(',').filter(Boolean),
      });
      const property = fc.asyncProperty(
        fc.commands(commands, {
          maxCommands: STEPS,
          size: 'max',
          replayPath: process.env.MODEL_REPLAY || undefined,
        }),
        async (cmds) => {
          let last: RunSystem | null = null;
          const setup = async () => {
            // Refusals left by a run that failed before its check belong to that run: without this,
            // every shrinking attempt after it would fail at its setup instead of on its own steps.
            env.refused.length = 0;
            const run = await createRun(env, { creators: CREATORS, paidTiers: PAID_TIERS, codes: CODES });
            last = run;
            const model: Model = initialModel({
              a,
              months: [...MONTHS],
              paidTiers: Array(CREATORS).fill(PAID_TIERS),
              codes: CODES,
              pointPackage: env.pointPackage.amount,
              card: 'ok',
              now: env.now(),
            });
            const problems = await differences(model, run, { reconcile: false });
            if (problems.length)
              throw new Error(`a new fan already differs from the model:\n${problems.join('\n')}`);
            stats.runs++;
            return { model, real: run };
          };
          await fc.asyncModelRun(setup, cmds);
          if (process.env.MODEL_TRACE) console.info(`run done: ${cmds.toString()}`);
          if (last) {
            const { mismatches } = await env.reconcile();
            if (mismatches.length)
              throw new Error(
                `reconcile report at the end of the run:\n${JSON.stringify(mismatches, null, 2)}`,
              );
          }
        },
      );
      try {
        await fc.assert(property, { numRuns: RUNS, seed: SEED, path: PATH, verbose: 1 });
      } catch (error) {
        const text = (error as Error).message;
        console.error(
          `\nmodel-based lifecycle test FAILED (seed ${SEED}${PATH ? `, path ${PATH}` : ''}, assumptions ${JSON.stringify(a)})\n${text}\n`,
        );
        throw error;
      }
      const list = (map: Map<string, number>) =>
        [...map]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ');
      console.info(
        `model-based lifecycle test passed: ${RUNS} runs, ${executed.steps} steps run, seed ${SEED}\n` +
          `  outcomes: ${list(executed.outcomes)}\n  membership states after steps: ${list(executed.states)}`,
      );
      expect(stats.runs).toBeGreaterThan(0);
    },
  );
});
