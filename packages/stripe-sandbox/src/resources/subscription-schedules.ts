import type Stripe from 'stripe';
import { endSubscription } from '../billing.ts';
import { addInterval } from '../clock.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { arr, int, mergeMetadata, obj, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';

// Subscription schedules (https://docs.stripe.com/billing/subscriptions/subscription-schedules):
// the part used to change a price at the period end — create `from_subscription`, replace the
// phases, phase transitions when the subscription renews, `release` and `cancel`. A phase starts
// when the previous one ends; the subscription's items follow the phase in effect. After the last
// phase, end_behavior `release` leaves the subscription running, `cancel` cancels it.

type Schedule = Stripe.SubscriptionSchedule;

export function subscriptionScheduleRoutes(sb: Sandbox): Route[] {
  return [
    { method: 'POST', path: '/v1/subscription_schedules', handler: (r) => createSchedule(sb, r.body) },
    {
      method: 'GET',
      path: '/v1/subscription_schedules/:id',
      handler: (r) => sb.get('subscriptionSchedules', r.params.id ?? ''),
    },
    {
      method: 'POST',
      path: '/v1/subscription_schedules/:id',
      handler: (r) => updateSchedule(sb, activeSchedule(sb, r.params.id ?? ''), r.body),
    },
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
        // Stripe: canceling a schedule also cancels its subscription.
        if (sub && !['canceled', 'incomplete_expired'].includes(sub.status))
          endSubscription(sb, sub, 'canceled', 'cancellation_requested');
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
    billing_mode: { type: 'classic' },
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

/** Replaces the phases. The first phase must keep the current phase's start, as Stripe requires. */
function updateSchedule(sb: Sandbox, schedule: Schedule, p: Params): Schedule {
  const raw = arr(p, 'phases');
  if (raw.length > 0) {
    const phases: Stripe.SubscriptionSchedule.Phase[] = [];
    let start = schedule.current_phase?.start_date ?? schedule.phases[0]!.start_date;
    raw.forEach((r, i) => {
      const ph = typeof r === 'object' && !Array.isArray(r) ? r : {};
      const items = arr(ph, 'items').map((x, j) => {
        const ip = typeof x === 'object' && !Array.isArray(x) ? x : {};
        const price = str(ip, 'price');
        if (!price) throw missingParam(`phases[${i}][items][${j}][price]`);
        const found = sb.get('prices', price, `phases[${i}][items][${j}][price]`);
        return { price: found.id, quantity: int(ip, 'quantity') ?? 1, found };
      });
      if (items.length === 0) throw missingParam(`phases[${i}][items]`);
      const given = int(ph, 'start_date');
      if (i === 0 && given !== undefined && given !== start)
        throw invalidRequest(
          'You can not modify the start date of the current phase.',
          `phases[0][start_date]`,
        );
      const duration = obj(ph, 'duration');
      const iterations = int(ph, 'iterations');
      const rec = items[0]!.found.recurring;
      const end =
        int(ph, 'end_date') ??
        (duration
          ? addInterval(start, str(duration, 'interval') ?? 'month', int(duration, 'interval_count') ?? 1)
          : iterations
            ? addInterval(start, rec?.interval ?? 'month', (rec?.interval_count ?? 1) * iterations)
            : undefined);
      if (end === undefined || end <= start)
        throw invalidRequest(
          `Phase ${i} needs an \`end_date\`, \`duration\` or \`iterations\` after its start.`,
          `phases[${i}][end_date]`,
        );
      const phase = phaseOf(sb, items, start, end);
      const pb = str(ph, 'proration_behavior') ?? str(p, 'proration_behavior');
      if (pb) (phase as { proration_behavior: string }).proration_behavior = pb;
      phases.push(phase);
      start = end;
    });
    schedule.phases = phases;
  }
  const eb = str(p, 'end_behavior');
  if (eb) schedule.end_behavior = eb as Stripe.SubscriptionSchedule.EndBehavior;
  schedule.metadata = mergeMetadata(schedule.metadata ?? {}, p);
  sb.changed();
  sb.emit('subscription_schedule.updated', schedule, undefined, customerOf(schedule));
  return schedule;
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

/**
 * Called when the subscription's period ends, before it renews: the phase starting now sets the
 * items (a new price, possibly with another billing period). Returns false if the schedule ended the
 * subscription (end_behavior cancel).
 */
export function transitionSchedule(sb: Sandbox, sub: Stripe.Subscription, at: number): boolean {
  const id = typeof sub.schedule === 'string' ? sub.schedule : sub.schedule?.id;
  const schedule = id ? sb.state.subscriptionSchedules[id] : undefined;
  if (!schedule || schedule.status !== 'active') return true;
  const next = schedule.phases.find((ph) => ph.start_date <= at && at < ph.end_date);
  if (!next) {
    if (schedule.end_behavior === 'cancel') {
      finish(sb, schedule, 'completed');
      endSubscription(sb, sub, 'canceled', 'cancellation_requested');
      return false;
    }
    finish(sb, schedule, 'released');
    return true;
  }
  schedule.current_phase = { start_date: next.start_date, end_date: next.end_date };
  const before = sub.items.data[0]?.price.recurring;
  next.items.forEach((pi, i) => {
    const it = sub.items.data[i];
    const price = sb.state.prices[typeof pi.price === 'string' ? pi.price : pi.price.id];
    if (!it || !price) return;
    it.price = price;
    it.quantity = pi.quantity ?? 1;
    it.plan = {
      ...it.plan,
      id: price.id,
      amount: price.unit_amount,
      interval: price.recurring?.interval ?? 'month',
      interval_count: price.recurring?.interval_count ?? 1,
    };
  });
  const after = sub.items.data[0]?.price.recurring;
  if (before?.interval !== after?.interval || before?.interval_count !== after?.interval_count)
    sub.billing_cycle_anchor = at;
  sb.changed();
  return true;
}
