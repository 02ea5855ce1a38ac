import type Stripe from 'stripe';
import { runUntil } from '../billing.ts';
import { invalidRequest, missingParam } from '../http/errors.ts';
import { int, str, type Params } from '../http/form.ts';
import { listResponse } from '../http/list.ts';
import type { Route } from '../http/router.ts';
import { newId } from '../ids.ts';
import type { Sandbox } from '../sandbox.ts';
import { newestFirst } from '../store.ts';

// Test clocks: customers created with `test_clock` live on the clock's frozen_time. Advancing
// runs renewals, retries and expiries in time order. The sandbox advances synchronously, so
// the clock is already `ready` in the response (Stripe answers `advancing` first).
export function testClockRoutes(sb: Sandbox): Route[] {
  const base = '/v1/test_helpers/test_clocks';
  return [
    { method: 'POST', path: base, handler: (r) => createClock(sb, r.body) },
    { method: 'GET', path: `${base}/:id`, handler: (r) => sb.get('testClocks', r.params.id ?? '') },
    {
      method: 'GET',
      path: base,
      handler: (r) => listResponse(newestFirst(Object.values(sb.state.testClocks)), base, r.body),
    },
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
  const now = sb.clock.now();
  const clock: Stripe.TestHelpers.TestClock = {
    id: newId('clock'),
    object: 'test_helpers.test_clock',
    created: now,
    deletes_after: now + 30 * 86400,
    frozen_time: frozen,
    livemode: false,
    name: str(p, 'name') ?? null,
    status: 'ready',
    status_details: {},
  };
  sb.state.testClocks[clock.id] = clock;
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
