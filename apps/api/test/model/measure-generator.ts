// The generator replayed against the model alone (no API, no sandbox): how many actions a run
// executes and how often it reaches the rare pairs, in a second. `npm run test:model -- --measure`
// (or `npx tsx apps/api/test/model/measure-generator.ts [--runs N] [--steps S] [--seed X] [--triples]`).
import fc from 'fast-check';
import { DEFAULT_ASSUMPTIONS } from './assumptions';
import { initialModel, type Action, type Model } from './lifecycle-model';
import { simulateStep } from './model-step';
import { choose, PICK, type Dimensions } from './generator';
import { applicable } from './action-rules';
import { reached } from './coverage';
import { coverageReport } from './coverage-report';
import { SCENARIOS } from './scenarios';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const RUNS = arg('runs', 2000);
const STEPS = arg('steps', 20);
const SEED = arg('seed', 42);
const DIMS: Dimensions = { creators: 2, paidTiers: 3, months: [1, 3], codes: 2 };
const START = Date.UTC(2027, 0, 15, 3) / 1000;

/** The rare pairs issue 35 counted, as patterns over the triples a run reached. */
const RARE: [string, RegExp][] = [
  ['second downgrade (after one took effect)', /^second-downgrade$/],
  ['resume accepted', /^canceled-to-period-end .*\| resume \| ok$/],
  ['konbini downgrade applied at renewal', /^paid konbini scheduled \| time:renewal \| downgraded/],
  ['plan action while a card renewal is past due', /past-due.*\| (upgrade|downgrade|cancel|resume) \|/],
  ['second upgrade while one is pending', /upgrade-pending.*\| upgrade \|/],
  ['card renewal declined', /\| time:renewal \| declined$/],
  ['card renewal recovered by a retry', /\| time:card-retry \| recovered$/],
  ['konbini renewal lapsed', /\| time:konbini-due \| ended$/],
];

function newModel(): Model {
  return initialModel({
    a: DEFAULT_ASSUMPTIONS,
    months: [...DIMS.months],
    paidTiers: [3, 3],
    codes: [100, 300],
    pointPackage: 1000,
    pointPrice: 1200,
    card: 'ok',
    now: START,
  });
}

/** One run on the model: the triples it reached (plus `second-downgrade`) and the steps it executed. */
function simulate(prefix: Action[], picks: number[]) {
  let model = newModel();
  const before = new Set(reached.keys());
  const counts = new Map(reached);
  let steps = 0;
  let secondDowngrade = false;
  const renewedDown = new Set<number>();
  const take = (action: Action) => {
    steps++;
    const sim = simulateStep(model, model.now, action);
    if (action.t === 'downgrade' && sim.outcome.kind === 'ok' && renewedDown.has(action.c))
      secondDowngrade = true;
    sim.after.memberships.forEach((m, c) => {
      const was = model.memberships[c]!;
      if (was.scheduled && !m.scheduled && m.tier === was.scheduled.rank) renewedDown.add(c);
    });
    model = sim.after;
  };
  for (const action of prefix) if (applicable(model, action)) take(action);
  for (const pick of picks) {
    const action = choose(model, DIMS, pick);
    if (action) take(action);
  }
  // Triples this run reached: those whose count moved.
  const hit = [...reached].filter(([k, n]) => !before.has(k) || counts.get(k) !== n).map(([k]) => k);
  if (secondDowngrade) hit.push('second-downgrade');
  return { steps, hit };
}

function measure(label: string, prefixes: Action[][]) {
  const sequences = fc.sample(fc.array(PICK, { maxLength: STEPS, size: 'max' }), {
    numRuns: RUNS,
    seed: SEED,
  });
  let steps = 0;
  const runsWith = new Map<string, number>();
  sequences.forEach((picks, i) => {
    const run = simulate(prefixes[i % prefixes.length]!, picks);
    steps += run.steps;
    for (const [name, pattern] of RARE)
      if (run.hit.some((t) => pattern.test(t))) runsWith.set(name, (runsWith.get(name) ?? 0) + 1);
  });
  console.info(
    `${label}: ${RUNS} runs of up to ${STEPS} generated steps, ${(steps / RUNS).toFixed(1)} actions executed per run`,
  );
  for (const [name] of RARE)
    console.info(`  ${name}: ${(((runsWith.get(name) ?? 0) / RUNS) * 100).toFixed(2)} % of runs`);
}

// The prefixes alone must reach every declared triple (the fixed-seed run's promise rests on them).
for (const s of SCENARIOS) simulate(s.prefix, []);
const { missing } = coverageReport(reached);
console.info(
  `declared triples the scenario prefixes alone do not reach: ${missing.length ? missing.join('; ') : 'none'}`,
);
measure('from a new fan', [[]]);
measure(
  'scenario prefixes in turn',
  SCENARIOS.map((s) => s.prefix),
);
console.info(`${reached.size} triples reached`);
if (process.argv.includes('--triples'))
  for (const [k, n] of [...reached].sort()) console.info(`  ${k}  (${n})`);
