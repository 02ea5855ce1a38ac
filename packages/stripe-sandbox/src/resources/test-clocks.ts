import type Stripe from 'stripe';
import { customerId } from '../billing.ts';
import { runUntil } from '../timeline.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { int, str, type Params } from '../http/form.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { resourceRoutes } from './resource-routes.ts';

// Test clocks: customers created with `test_clock` live on the clock's frozen_time. Advancing
// runs renewals, retries and expiries in time order. The sandbox advances synchronously, so
// the clock is already `ready` in the response (Stripe answers `advancing` first).
export function testClockRoutes(sb: Sandbox): Route[] {
  const base = '/v1/test_helpers/test_clocks';
  return [
    ...resourceRoutes(sb, base, 'testClocks', { create: (p) => createClock(sb, p) }),
    {
      method: 'POST',
      path: `${base}/:id/advance`,
      handler: (r) => advanceClock(sb, r.params.id ?? '', r.body),
    },
    {
      method: 'DELETE',
      path: `${base}/:id`,
      handler: (r) => {
        const clock = sb.get('testClocks', r.params.id ?? '');
        for (const c of Object.values(sb.state.customers)) {
          if (c.test_clock === clock.id) delete sb.state.customers[c.id];
        }
        delete sb.state.testClocks[clock.id];
        sb.changed();
        return { id: clock.id, object: 'test_helpers.test_clock', deleted: true };
      },
    },
  ];
}

function createClock(sb: Sandbox, p: Params): Stripe.TestHelpers.TestClock {
  const frozen = int(p, 'frozen_time');
  if (frozen === undefined) throw missingParam('frozen_time');
  return newClock(sb, frozen, str(p, 'name') ?? null);
}

function newClock(sb: Sandbox, frozen: number, name: string | null): Stripe.TestHelpers.TestClock {
  const now = sb.clock.now();
  const clock: Stripe.TestHelpers.TestClock = {
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    created: now,
    deletes_after: now + 30 * 86400,
    frozen_time: frozen,
    livemode: false,
    name,
    status: 'ready',
    status_details: {},
  };
  sb.state.testClocks[clock.id] = clock;
  sb.changed();
  return clock;
}

/**
 * `POST /_sandbox/customers/:id/test_clock`: a development tool of the sandbox, NOT Stripe's API
 * (Stripe sets a test clock only when a customer is created). Puts an existing customer without one,
 * and everything it owns, on a new clock frozen at the sandbox's current time, so an end-to-end test
 * in a shared system can move one customer's renewals, schedules and retries on without moving anyone
 * else's. Nothing jumps when it attaches: the customer's objects were on global time, which is the
 * clock's time at that moment; what was due by then runs first, on global time.
 */
export function attachTestClock(sb: Sandbox, id: string): Stripe.TestHelpers.TestClock {
  const customer = sb.get('customers', id);
  if (customer.test_clock) throw invalidRequest(`The customer ${id} already has a test clock.`, 'test_clock');
  runUntil(sb, null, sb.clock.now(), () => undefined);
  const clock = newClock(sb, sb.clock.now(), `_sandbox: ${id}`);
  customer.test_clock = clock.id;
  // Stripe's objects that name their clock (https://docs.stripe.com/billing/testing/test-clocks).
  const owned = [
    ...Object.values(sb.state.subscriptions),
    ...Object.values(sb.state.invoices),
    ...Object.values(sb.state.subscriptionSchedules),
  ];
  for (const o of owned) if (customerId(o) === id) o.test_clock = clock.id;
  sb.changed();
  return clock;
}

function advanceClock(sb: Sandbox, id: string, p: Params): Stripe.TestHelpers.TestClock {
  const clock = sb.get('testClocks', id);
  const target = int(p, 'frozen_time');
  if (target === undefined) throw missingParam('frozen_time');
  if (target < clock.frozen_time) {
    throw invalidRequest(
      'The frozen_time must be after the current frozen_time of the test clock.',
      'frozen_time',
    );
  }
  runUntil(sb, clock.id, target, (t) => {
    clock.frozen_time = Math.max(clock.frozen_time, t);
  });
  sb.changed();
  sb.emit('test_helpers.test_clock.ready', clock);
  return clock;
}
