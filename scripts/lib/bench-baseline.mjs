// bench:api's regression gate (issue 47): the home read's req/s as a ratio of bare Yoga's in the same
// interleaved rounds, against the figure committed in ../bench-api-baseline.json. A ratio, not req/s:
// a slower or busier machine slows both alike. More than TOLERANCE below the baseline fails the run.
import { readFileSync } from 'node:fs';

export const TOLERANCE = 0.2;

/**
 * @typedef {{ target: string, ratio: number, connections: number, measured: string, commit: string,
 *   command: string, runs?: string }} Baseline
 */

/** @returns {Baseline} */
export function readBaseline() {
  return JSON.parse(readFileSync(new URL('../bench-api-baseline.json', import.meta.url), 'utf8'));
}

/**
 * The verdict on this run's ratio of the baseline's target (undefined: the target did not run).
 * @param {Baseline} baseline
 * @param {{ ratio: number | undefined, connections: number, api: string }} run
 * @returns {{ failed: boolean, line: string }}
 */
export function judgeBaseline(baseline, run) {
  const floor = baseline.ratio * (1 - TOLERANCE);
  const of = `the baseline ${baseline.ratio.toFixed(2)} of bare, measured ${baseline.measured} at ${baseline.commit}`;
  if (run.ratio === undefined)
    return { failed: false, line: `baseline not checked: "${baseline.target}" did not run` };
  if (run.connections !== baseline.connections)
    return {
      failed: false,
      line: `baseline not checked: it was measured at ${baseline.connections} connections, this run used ${run.connections}`,
    };
  const ratio = Number.isFinite(run.ratio) ? run.ratio : 0;
  if (ratio < floor)
    return {
      failed: true,
      line: `!! REGRESSION: "${baseline.target}" of ${run.api} served ${ratio.toFixed(2)} of bare Yoga, below ${floor.toFixed(2)} (${of}, less ${TOLERANCE * 100} %)`,
    };
  return {
    failed: false,
    line: `baseline ok: "${baseline.target}" ${ratio.toFixed(2)} of bare, floor ${floor.toFixed(2)} (${of}, less ${TOLERANCE * 100} %)`,
  };
}
