import type Stripe from 'stripe';
import { endSubscription, stopCustomerCollection } from '../collection.ts';
import { addInterval } from '../clock.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { arr, int, mergeMetadata, obj, str, type Param, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { idOf, newId } from '../ids.ts';
import { checkSubscriptionPaymentMethod } from '../payment-method-use.ts';
import { plan } from './subscription-items.ts';
import type { Sandbox } from '../sandbox.ts';
import { resourceRoutes } from './resource-routes.ts';

// Subscription schedules (https://docs.stripe.com/billing/subscriptions/subscription-schedules):
// the part used to change a price at the period end — create `from_subscription`, replace the
// phases, phase transitions when the subscription renews, `release` and `cancel`. A phase starts
// when the previous one ends; the subscription's items follow the phase in effect. After the last
// phase, end_behavior `release` leaves the subscription running, `cancel` cancels it.

type Schedule = Stripe.SubscriptionSchedule;

export function subscriptionScheduleRoutes(sb: Sandbox): Route[] {
  return [
    ...resourceRoutes(sb, '/v1/subscription_schedules', 'subscriptionSchedules', {
      create: (p) => createSchedule(sb, p),
      update: (id, p) => updateSchedule(sb, activeSchedule(sb, id), p),
      unlisted: true,
    }),
    {
      method: 'POST',
      path: '/v1/subscription_schedules/:id/release',
      handler: (r) => releaseSchedule(sb, activeSchedule(sb, r.params.id ?? '')),
    },
    {
      method: 'POST',
      path: '/v1/subscription_schedules/:id/cancel',
      handler: (r) => {
        const schedule = activeSchedule(sb, r.params.id ?? '');
        const sub = subscriptionOf(sb, schedule);
        finish(sb, schedule, 'canceled');
        // Stripe: canceling a schedule also cancels its subscription
        // (https://docs.stripe.com/api/subscription_schedules/cancel). The sandbox treats that as a
        // subscription cancellation, which stops the customer's automatic collection
        // (https://docs.stripe.com/api/subscriptions/cancel); Stripe does not say so for schedules.
        if (sub && !['canceled', 'incomplete_expired'].includes(sub.status)) {
          endSubscription(sb, sub, 'canceled', 'cancellation_requested');
          stopCustomerCollection(sb, customerOf(schedule));
        }
        return schedule;
      },
    },
  ];
}

function activeSchedule(sb: Sandbox, id: string): Schedule {
  const schedule = sb.get('subscriptionSchedules', id);
  if (schedule.status !== 'active' && schedule.status !== 'not_started')
    throw invalidRequest(
      `You cannot update a subscription schedule that is currently in the \`${schedule.status}\` status. It must be in one of the following statuses: \`not_started\`, \`active\`.`,
    );
  return schedule;
}

const subscriptionOf = (sb: Sandbox, s: Schedule) =>
  typeof s.subscription === 'string' ? sb.state.subscriptions[s.subscription] : undefined;
const customerOf = (s: Schedule) => (typeof s.customer === 'string' ? s.customer : s.customer.id);

function phaseOf(
  sb: Sandbox,
  items: { price: string; quantity: number }[],
  start: number,
  end: number,
): Stripe.SubscriptionSchedule.Phase {
  return {
    add_invoice_items: [],
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: null,
    billing_thresholds: null,
    collection_method: null,
    currency: 'jpy',
    default_payment_method: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    end_date: end,
    invoice_settings: null,
    items: items.map((i) => ({
      billing_thresholds: null,
      discounts: [],
      metadata: {},
      plan: i.price,
      price: i.price,
      quantity: i.quantity,
      tax_rates: [],
    })),
    metadata: {},
    on_behalf_of: null,
    proration_behavior: 'create_prorations',
    start_date: start,
    transfer_data: null,
    trial_end: null,
  } as unknown as Stripe.SubscriptionSchedule.Phase;
}

function createSchedule(sb: Sandbox, p: Params): Schedule {
  const subId = str(p, 'from_subscription');
  if (!subId) throw invalidRequest('The sandbox supports subscription schedules `from_subscription` only.');
  const sub = sb.get('subscriptions', subId, 'from_subscription');
  if (sub.schedule)
    throw invalidRequest(
      `You cannot migrate a subscription that is already attached to a schedule: \`${String(sub.schedule)}\`.`,
      'from_subscription',
    );
  if (!['active', 'past_due', 'trialing'].includes(sub.status))
    throw invalidRequest(
      `You cannot create a schedule from a ${sub.status} subscription.`,
      'from_subscription',
    );
  const item = sub.items.data[0]!;
  const customer = typeof sub.customer === 'string' ? sub.customer : sub.customer.id;
  const now = sb.now(customer);
  const schedule: Schedule = {
    id: newId('sub_sched'),
    object: 'subscription_schedule',
    application: null,
    // A schedule made from a subscription bills in that subscription's mode.
    billing_mode: { type: sub.billing_mode?.type ?? 'classic' },
    canceled_at: null,
    completed_at: null,
    created: now,
    current_phase: { start_date: item.current_period_start, end_date: item.current_period_end },
    customer,
    customer_account: null,
    default_settings: {
      application_fee_percent: null,
      automatic_tax: { disabled_reason: null, enabled: false, liability: null },
      billing_cycle_anchor: 'automatic',
      billing_thresholds: null,
      collection_method: sub.collection_method,
      default_payment_method: sub.default_payment_method,
      description: null,
      invoice_settings: { account_tax_ids: null, days_until_due: null, issuer: { type: 'self' } },
      on_behalf_of: null,
      transfer_data: null,
    },
    end_behavior: 'release',
    livemode: false,
    metadata: {},
    phases: [
      phaseOf(
        sb,
        sub.items.data.map((i) => ({ price: i.price.id, quantity: i.quantity ?? 1 })),
        item.current_period_start,
        item.current_period_end,
      ),
    ],
    released_at: null,
    released_subscription: null,
    status: 'active',
    subscription: sub.id,
    test_clock: sub.test_clock,
  } as unknown as Schedule;
  sb.state.subscriptionSchedules[schedule.id] = schedule;
  sub.schedule = schedule.id;
  sb.changed();
  sb.emit('subscription_schedule.created', schedule, undefined, customer);
  return schedule;
}

/** What the sandbox models of a schedule update; Stripe's other settings are refused, not ignored. */
const UPDATABLE = new Set([
  'phases',
  'end_behavior',
  'proration_behavior',
  'default_settings',
  'metadata',
  'expand',
]);
const PHASE_FIELDS = new Set([
  'items',
  'start_date',
  'end_date',
  'duration',
  'iterations',
  'proration_behavior',
  'default_payment_method',
]);

function refuseUnmodelled(keys: string[], modelled: Set<string>, prefix = ''): void {
  for (const key of keys)
    if (!modelled.has(key))
      throw invalidRequest(
        `The sandbox does not model \`${prefix}${key}\` on subscription schedules.`,
        prefix ? `${prefix.slice(0, -1)}[${key}]` : key,
      );
}

/**
 * A payment method a schedule applies must be the customer's, as for a subscription's
 * default_payment_method (https://docs.stripe.com/api/subscriptions/object#subscription_object-default_payment_method).
 */
function schedulePaymentMethod(sb: Sandbox, schedule: Schedule, p: Params | undefined, param: string) {
  const pm = str(p, 'default_payment_method');
  if (pm) checkSubscriptionPaymentMethod(sb, pm, customerOf(schedule), param);
  return pm;
}

/**
 * Replaces the phases and settings. The first phase is the current one: it must keep the current
 * phase's start ("You can not modify the start date of the current phase.") and, since the sandbox
 * does not model changing the running period, the subscription's items. Later phases follow each
 * other without gaps.
 */
function updateSchedule(sb: Sandbox, schedule: Schedule, p: Params): Schedule {
  refuseUnmodelled(Object.keys(p), UPDATABLE);
  const settings = obj(p, 'default_settings');
  refuseUnmodelled(Object.keys(settings ?? {}), new Set(['default_payment_method']), 'default_settings.');
  const defaultPm = schedulePaymentMethod(sb, schedule, settings, 'default_settings[default_payment_method]');
  const raw = arr(p, 'phases');
  const phases = raw.length > 0 ? parsePhases(sb, schedule, raw, p) : undefined;

  if (phases) {
    schedule.phases = phases;
    schedule.current_phase = { start_date: phases[0]!.start_date, end_date: phases[0]!.end_date };
  }
  if (defaultPm) schedule.default_settings.default_payment_method = defaultPm;
  const eb = str(p, 'end_behavior');
  if (eb) schedule.end_behavior = eb as Stripe.SubscriptionSchedule.EndBehavior;
  schedule.metadata = mergeMetadata(schedule.metadata ?? {}, p);
  sb.changed();
  sb.emit('subscription_schedule.updated', schedule, undefined, customerOf(schedule));
  return schedule;
}

function parsePhases(
  sb: Sandbox,
  schedule: Schedule,
  raw: Param[],
  p: Params,
): Stripe.SubscriptionSchedule.Phase[] {
  const sub = subscriptionOf(sb, schedule);
  const phases: Stripe.SubscriptionSchedule.Phase[] = [];
  let start = schedule.current_phase?.start_date ?? schedule.phases[0]!.start_date;
  raw.forEach((r, i) => {
    const ph = typeof r === 'object' && !Array.isArray(r) ? r : {};
    refuseUnmodelled(Object.keys(ph), PHASE_FIELDS, `phases[${i}].`);
    const items = arr(ph, 'items').map((x, j) => {
      const ip = typeof x === 'object' && !Array.isArray(x) ? x : {};
      const price = str(ip, 'price');
      if (!price) throw missingParam(`phases[${i}][items][${j}][price]`);
      const found = sb.get('prices', price, `phases[${i}][items][${j}][price]`);
      return { price: found.id, quantity: int(ip, 'quantity') ?? 1, found };
    });
    if (items.length === 0) throw missingParam(`phases[${i}][items]`);
    const given = int(ph, 'start_date');
    if (given !== undefined && given !== start)
      throw invalidRequest(
        i === 0
          ? 'You can not modify the start date of the current phase.'
          : `Phase ${i} must start when phase ${i - 1} ends (${start}).`,
        `phases[${i}][start_date]`,
      );
    if (i === 0 && sub && !sameItems(sub, items))
      throw invalidRequest(
        'The sandbox does not model changing the current phase’s items (Stripe would change the subscription now): keep phases[0] on the subscription’s items.',
        'phases[0][items]',
      );
    const end = phaseEnd(ph, start, items[0]!.found);
    if (end === undefined || end <= start)
      throw invalidRequest(
        `Phase ${i} needs an \`end_date\`, \`duration\` or \`iterations\` after its start.`,
        `phases[${i}][end_date]`,
      );
    const phase = phaseOf(sb, items, start, end);
    const pb = str(ph, 'proration_behavior') ?? str(p, 'proration_behavior');
    if (pb) (phase as { proration_behavior: string }).proration_behavior = pb;
    const pm = schedulePaymentMethod(sb, schedule, ph, `phases[${i}][default_payment_method]`);
    if (pm) phase.default_payment_method = pm;
    phases.push(phase);
    start = end;
  });
  return phases;
}

const sameItems = (sub: Stripe.Subscription, items: { price: string; quantity: number }[]) =>
  items.length === sub.items.data.length &&
  items.every((it, i) => {
    const current = sub.items.data[i];
    return current?.price.id === it.price && (current.quantity ?? 1) === it.quantity;
  });

function phaseEnd(ph: Params, start: number, price: Stripe.Price): number | undefined {
  const duration = obj(ph, 'duration');
  const iterations = int(ph, 'iterations');
  const rec = price.recurring;
  return (
    int(ph, 'end_date') ??
    (duration
      ? addInterval(start, str(duration, 'interval') ?? 'month', int(duration, 'interval_count') ?? 1)
      : iterations
        ? addInterval(start, rec?.interval ?? 'month', (rec?.interval_count ?? 1) * iterations)
        : undefined)
  );
}

function finish(sb: Sandbox, schedule: Schedule, status: 'released' | 'canceled' | 'completed'): void {
  const sub = subscriptionOf(sb, schedule);
  const now = sb.now(customerOf(schedule));
  schedule.status = status;
  schedule.current_phase = null;
  if (status === 'released') {
    schedule.released_at = now;
    schedule.released_subscription = sub?.id ?? null;
  }
  if (status === 'canceled') schedule.canceled_at = now;
  if (status === 'completed') schedule.completed_at = now;
  if (sub) sub.schedule = null;
  sb.changed();
  sb.emit(`subscription_schedule.${status}`, schedule, undefined, customerOf(schedule));
}

export function releaseSchedule(sb: Sandbox, schedule: Schedule): Schedule {
  finish(sb, schedule, 'released');
  return schedule;
}

/** The subscription's active schedule, and its phase running at `at` (none past its last phase). */
export function scheduledPhaseAt(sb: Sandbox, sub: Stripe.Subscription, at: number) {
  const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
  const schedule = id ? sb.state.subscriptionSchedules[id] : undefined;
  if (!schedule || schedule.status !== 'active') return undefined;
  return { schedule, phase: schedule.phases.find((ph) => ph.start_date <= at && at < ph.end_date) };
}

/**
 * Called when the subscription's period ends, before it renews: the phase starting now sets the
 * items (a new price, possibly with another billing period) and the payment method: the phase's
 * own default_payment_method, else the schedule's default_settings one, which was copied from the
 * subscription at `from_subscription` and is not updated when the subscription's card changes
 * (https://docs.stripe.com/api/subscription_schedules/object#subscription_schedule_object-default_settings).
 * Returns false if the schedule ended the subscription (end_behavior cancel).
 */
export function transitionSchedule(sb: Sandbox, sub: Stripe.Subscription, at: number): boolean {
  const scheduled = scheduledPhaseAt(sb, sub, at);
  if (!scheduled) return true;
  const { schedule, phase: next } = scheduled;
  if (!next) {
    if (schedule.end_behavior === 'cancel') {
      finish(sb, schedule, 'completed');
      endSubscription(sb, sub, 'canceled', 'cancellation_requested');
      return false;
    }
    finish(sb, schedule, 'released');
    return true;
  }
  const starts = schedule.current_phase?.start_date !== next.start_date;
  schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
  if (!starts) return true;
  const before = JSON.parse(JSON.stringify(sub)) as Stripe.Subscription;
  const interval = sub.items.data[0]?.price.recurring;
  next.items.forEach((pi, i) => {
    const it = sub.items.data[i];
    const price = sb.state.prices[typeof pi.price === 'string' ? pi.price : pi.price.id];
    if (!it || !price) return;
    it.price = price;
    it.quantity = pi.quantity ?? 1;
    it.plan = plan(price);
  });
  const after = sub.items.data[0]?.price.recurring;
  if (interval?.interval !== after?.interval || interval?.interval_count !== after?.interval_count) {
    sub.billing_cycle_anchor = at;
    const extra = sb.state.subExtra[sub.id];
    if (extra) extra.anchorDay = new Date(at * 1000).getUTCDate();
  }
  const pm = idOf(next.default_payment_method) ?? idOf(schedule.default_settings.default_payment_method);
  // Without a payment method of its own the schedule leaves the subscription's as it is.
  if (pm) sub.default_payment_method = pm;
  sb.emitUpdated('customer.subscription.updated', sub, before, customerOf(schedule), [
    'items',
    'default_payment_method',
    'billing_cycle_anchor',
  ]);
  return true;
}
