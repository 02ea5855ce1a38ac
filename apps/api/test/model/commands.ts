// fast-check's model-based commands: each fan, operator or time action is tried on the real system
// and on the model, then the two are compared (invariants.ts).
import fc from 'fast-check';
import type { Action, Model, Outcome } from './lifecycle-model';
import { describeModel } from './model-describe';
import { actionOf } from './model-expectations';
import { isTimeAction, simulateStep } from './model-step';
import { stateLabel } from './coverage';
import { choose, PICK, type Dimensions } from './generator';
import { applicable, describeAction } from './action-rules';
import { perform } from './perform';
import { codesOf, differences, tiersOf } from './invariants';
import type { GqlAnswer, RunSystem } from './system';

export interface StepOptions {
  /** Read the reconcile report after every step (else only after time steps and at the end of a run). */
  reconcileEveryStep: boolean;
}

export class StepError extends Error {}

/** Steps actually run (commands whose precondition held), and what they covered, for the summary. */
export const executed = {
  steps: 0,
  outcomes: new Map<string, number>(),
  states: new Map<string, number>(),
};
const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);

/** Runs one action on the system and the model, then compares them. */
export async function step(model: Model, run: RunSystem, action: Action, opts: StepOptions) {
  const what = describeAction(action);
  executed.steps++;
  if (process.env.MODEL_TRACE) console.info(`  step: ${what}`);
  const fail = (msg: string): never => {
    throw new StepError(`${what}: ${msg}\nmodel before this step:\n${indent(describeModel(model))}`);
  };
  const env = run.env;
  const sim = simulateStep(model, env.now(), action);
  if (isTimeAction(action)) {
    if (sim.cardOverwrite)
      await expectOutcome(
        `${what} card overwrite`,
        sim.cardOverwrite,
        await run.saveCard('declining'),
        null,
        fail,
      );
  } else {
    const button = actionOf(action);
    const listed = button ? await isListed(run, button) : null;
    const answer = await perform(model, sim.next, run, action, listed, fail);
    await expectOutcome(what, sim.outcome, answer, listed, fail);
    count(executed.outcomes, `${action.t}:${sim.outcome.kind}`);
  }
  await env.settled();
  if (sim.target !== null && sim.target > env.now()) {
    env.sandbox.advance(sim.target - env.now());
    await env.timePassed();
  }
  Object.assign(model, sim.after);
  for (const m of model.memberships) count(executed.states, stateLabel(m));
  const reconcile = opts.reconcileEveryStep || sim.target !== null;
  const problems = await differences(model, run, { reconcile });
  if (problems.length > 0)
    throw new StepError(
      `after ${what}:\n${indent(problems.join('\n'))}\nmodel after this step:\n${indent(describeModel(model))}`,
    );
}

/** Whether the web shows this button now (the server's actions, never on a hidden card). */
async function isListed(run: RunSystem, button: NonNullable<ReturnType<typeof actionOf>>): Promise<boolean> {
  const nodes = (await tiersOf(run, button.c)) as (Awaited<ReturnType<typeof tiersOf>>[number] & {
    currentTier: boolean;
    isFree: boolean;
    actions: Record<string, boolean>;
  })[];
  const node =
    button.rank === 'current'
      ? nodes.find((n) => n.currentTier && !n.isFree)
      : nodes.find((n) => n.rank === button.rank);
  return !!node && !node.actions.hidden && node.actions[button.name] === true;
}

async function expectOutcome(
  what: string,
  outcome: Outcome,
  answer: GqlAnswer | 'not sent',
  listed: boolean | null,
  fail: (msg: string) => never,
) {
  if (answer === 'not sent') {
    if (outcome.kind === 'ok')
      fail('the web cannot send it (no current price shown), the model says it is accepted');
    return;
  }
  const codes = codesOf(what, answer);
  const accepted = codes.length === 0;
  const said = accepted ? 'accepted' : `refused ${codes.join(',')}: ${answer.errors?.[0]?.message}`;
  // A listed action may still be declined (payment-failed) or asked to wait (conflict: an earlier
  // upgrade's payment is still open, which the plans screen does not read from Stripe).
  if (
    listed === true &&
    !accepted &&
    outcome.kind !== 'payment-failed' &&
    outcome.kind !== 'conflict' &&
    !(outcome.kind === 'refused' && outcome.webPrevents)
  )
    fail(`the server lists this action but ${said} (the model says ${describeOutcome(outcome)})`);
  if (listed === false && accepted && outcome.kind !== 'noop')
    fail(`the server does not list this action but accepted it (the model says ${describeOutcome(outcome)})`);
  switch (outcome.kind) {
    case 'ok':
      if (!accepted) fail(`${said}; the model says it is accepted`);
      break;
    case 'refused':
      if (accepted) fail(`accepted; the model says it is refused (${outcome.why})`);
      break;
    case 'payment-failed':
      if (!codes.includes('PAYMENT_FAILED')) fail(`${said}; the model says PAYMENT_FAILED (${outcome.why})`);
      break;
    case 'conflict':
      if (!codes.includes('CONFLICT')) fail(`${said}; the model says CONFLICT (${outcome.why})`);
      break;
    case 'requires-action':
      if (!accepted) fail(`${said}; the model says it waits for 3-D Secure`);
      if ((answer.data?.managePaymentV2 as { status?: string } | undefined)?.status !== 'requires_action')
        fail('accepted without asking for 3-D Secure; the model says it waits for the challenge');
      break;
    case 'noop':
      break;
  }
}

const describeOutcome = (o: Outcome) => ('why' in o ? `${o.kind}: ${o.why}` : o.kind);

function indent(text: string) {
  return text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');
}

/** A step of a scenario's prefix: always this action (skipped if the model cannot say what it does). */
class FixedCommand implements fc.AsyncCommand<Model, RunSystem> {
  /** Ran in the latest run (a failing step ends the sequence a failure prints). */
  ran = false;
  constructor(
    readonly action: Action,
    readonly opts: StepOptions,
  ) {}
  check(model: Readonly<Model>) {
    return applicable(model as Model, this.action);
  }
  run(model: Model, run: RunSystem) {
    this.ran = true;
    return step(model, run, this.action, this.opts);
  }
  toString() {
    return describeAction(this.action);
  }
}

/** A generated step: `pick` falls on one of the actions that apply in the state it runs in. */
class PickCommand implements fc.AsyncCommand<Model, RunSystem> {
  private chosen: Action | null = null;
  constructor(
    readonly pick: number,
    readonly dims: Dimensions,
    readonly opts: StepOptions,
  ) {}
  check(model: Readonly<Model>) {
    return choose(model as Model, this.dims, this.pick) !== null;
  }
  run(model: Model, run: RunSystem) {
    this.chosen = choose(model, this.dims, this.pick)!;
    return step(model, run, this.chosen, this.opts);
  }
  toString() {
    return this.chosen ? describeAction(this.chosen) : `pick(${this.pick.toFixed(4)})`;
  }
}

/** A scenario's prefix: the same steps every run, never shrunk. */
export const prefixCommands = (prefix: Action[], opts: StepOptions) =>
  prefix.map((a) => new FixedCommand(a, opts));

/** Up to `steps` generated steps, each among the actions that apply when it runs. */
export function generatedCommands(dims: Dimensions, opts: StepOptions, steps: number) {
  return fc.commands([PICK.map((p) => new PickCommand(p, dims, opts))], {
    maxCommands: steps,
    size: 'max',
    replayPath: process.env.MODEL_REPLAY || undefined,
  });
}
