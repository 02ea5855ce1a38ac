import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '@fan/stripe-sandbox';
import { createHarness } from './support/harness';
import { catalogCache } from '../src/modules/catalog/catalog-cache';
import { saveCardWithoutChallenge, usePrivateSandbox } from './support/browser-stripe';
import { BUY, chooseKonbini, MEMBERSHIP, priceOf, TIERS } from './support/memberships';
import { factories } from './support/factories';

type Action = 'register' | 'cancel' | 'resume' | 'upgrade' | 'downgrade';
const ACTIONS: Action[] = ['register', 'cancel', 'resume', 'upgrade', 'downgrade'];

// The web shows exactly the `actions` the API returns for each tier. This walks every tier state a fan
// can be in and presses every shown button as the web would: the server must accept each of them.
describe('every shown membership button is accepted by the server', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let c: number;
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      port: 0,
      secretKey: 'sk_test_api_tests',
      publishableKey: 'pk_test_api_tests',
    });
    usePrivateSandbox(sandbox.port);
    h = await createHarness({ stripePort: sandbox.port });
    c = (await factories(h).creator({ months: [1] })).id;
  });
  afterAll(async () => {
    await h.close();
    usePrivateSandbox(null);
    await sandbox.close();
  });

  type Fan = Awaited<ReturnType<typeof fanWithCard>>;
  async function fanWithCard() {
    const fan = await h.signedInListener();
    await h.gql('mutation { createCustomer { created } }', {}, { token: fan.token });
    const [row] = await h.db.query<{ stripe_customer_id: string }>(
      'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
      [fan.listenerId],
    );
    await saveCardWithoutChallenge(
      h.services.stripe,
      h.gql,
      fan.token,
      row!.stripe_customer_id,
      '4242424242424242',
    );
    return fan;
  }
  const ok = async (result: Promise<{ errors?: unknown; data: unknown }>) => {
    const r = await result;
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  };
  const buy = async (fan: Fan, rank: number, type: string, konbini = false) =>
    ok(h.gql(BUY, { prices: [await priceOf(h, c, rank, 1, konbini)], type }, { token: fan.token }));
  const tierIdOf = async (rank: number) =>
    (
      await h.db.query<{ id: number }>(
        'SELECT id FROM subscription_tiers WHERE contributor_id = $1 AND rank = $2',
        [c, rank],
      )
    )[0]!.id;
  const setRestricted = async (rank: number, restricted: boolean) => {
    await h.db.query('UPDATE subscription_tiers SET restricted = $1 WHERE id = $2', [
      restricted,
      await tierIdOf(rank),
    ]);
    // A hand edit reaches the instance's catalogue cache within GATE_CACHE_SECONDS; this walk needs it now.
    catalogCache(h.services).forget();
  };

  /** Each state a fan's membership with one creator can be in, built the way a fan gets there. */
  const STATES: Record<string, (fan: Fan) => Promise<void>> = {
    none: async () => {},
    free: async (fan) =>
      ok(
        h.gql(
          'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }',
          { c },
          { token: fan.token },
        ),
      ),
    paid: (fan) => buy(fan, 2, 'recurring_payment'),
    canceled: async (fan) => {
      await buy(fan, 2, 'recurring_payment');
      await buy(fan, 2, 'cancel_payment');
    },
    'restricted current tier': (fan) => buy(fan, 2, 'recurring_payment'),
    'restricted canceled tier': async (fan) => {
      await buy(fan, 2, 'recurring_payment');
      await buy(fan, 2, 'cancel_payment');
    },
    ios: async (fan) => {
      await h.db.query(
        `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, platform, serial_number, current_period_end)
         VALUES ('demo', $1, $2, 'active', $3, 'ios', 9000 + $1, now() + interval '20 days')`,
        [fan.listenerId, c, await tierIdOf(2)],
      );
    },
    'konbini pending': async (fan) => {
      const result = await h.gql(
        BUY,
        { prices: [await priceOf(h, c, 1, 1, true)], type: 'konbini_recurring_payment' },
        { token: fan.token },
      );
      await chooseKonbini(sandbox.port, result.data?.managePaymentV2.konbiniPaymentUrl as string, fan.email);
      await h.db.query(
        `UPDATE memberships SET pending_since = now() - interval '5 minutes' WHERE listener_id = $1`,
        [fan.listenerId],
      );
    },
    'scheduled downgrade': async (fan) => {
      await buy(fan, 3, 'recurring_payment');
      await buy(fan, 1, 'downgrade_recurring_payment');
    },
  };
  const restrictedIn = (state: string) => (state.startsWith('restricted') ? 2 : null);

  /** What the web sends for one button (plan-action-flow.ts): free tiers act at once, paid ones pay. */
  async function press(fan: Fan, tier: { rank: number; isFree: boolean }, action: Action) {
    if (tier.isFree) {
      const mutation = action === 'register' ? 'createFreeSubscription' : 'cancelFreeSubscription';
      return ok(
        h.gql(
          `mutation($c: Int!) { ${mutation}(contributorId: $c) { databaseId } }`,
          { c },
          { token: fan.token },
        ),
      );
    }
    const current = (await h.gql(MEMBERSHIP, { c }, { token: fan.token })).data?.subscriptionMembership;
    const currentPrice = current?.currentPrice?.stripePriceId as string;
    const type = {
      register: 'recurring_payment',
      upgrade: 'upgrade_recurring_payment',
      downgrade: 'downgrade_recurring_payment',
      cancel: 'cancel_payment',
      resume: 'resume_payment',
    }[action];
    const price =
      action === 'cancel' || action === 'resume' ? currentPrice : await priceOf(h, c, tier.rank, 1);
    return ok(h.gql(BUY, { prices: [price], type }, { token: fan.token }));
  }

  for (const [state, build] of Object.entries(STATES)) {
    it(`${state}: each shown button goes through`, async () => {
      const restricted = restrictedIn(state);
      const probe = await fanWithCard();
      await build(probe);
      if (restricted) await setRestricted(restricted, true);
      try {
        const tiers = (await h.gql(TIERS, { c }, { token: probe.token })).data?.subscriptionTiersConnection
          .nodes;
        const shown = tiers.flatMap((t: any) =>
          t.actions.hidden ? [] : ACTIONS.filter((a) => t.actions[a]).map((a) => ({ tier: t, action: a })),
        );
        if (state === 'ios') expect(shown).toEqual([]);
        for (const { tier, action } of shown) {
          // A fresh fan per button: each press changes the state.
          if (restricted) await setRestricted(restricted, false);
          const fan = await fanWithCard();
          await build(fan);
          if (restricted) await setRestricted(restricted, true);
          await press(fan, tier, action);
        }
        // Only an iOS membership and a canceled restricted tier offer nothing.
        expect(shown.length > 0).toBe(!['ios', 'restricted canceled tier'].includes(state));
      } finally {
        if (restricted) await setRestricted(restricted, false);
      }
    });
  }
});
