import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { RunningSandbox } from '@fan/stripe-sandbox';
import { loadConfig } from '../src/config/config';
import { createIdentityVerifier, type IdentityVerifier } from '../src/integrations/firebase/verify-id-token';
import { setUpProject } from '../src/ops/setup/set-up-project';
import { graphqlPost, operation } from './support/graphql-post';
import { idTokenFor, SIGN_IN, signInInput, type createHarness } from './support/harness';
import { factories, opsContextFor } from './support/factories';
import { createCard } from './support/browser-stripe';
import { startApiProcess } from './support/api-process';
import { crashWorld, type CrashWorld } from './support/crash-world';

// The API process dies (SIGKILL) half-way through 退会: after Stripe, then after the Firebase account
// went. The first is finished by the fan's same tap after a restart, the second (the fan can no
// longer sign in) by the reconciler's pass; both end in one deleted account.
const ADMIN_TOKEN = 'crash-test-admin-token-0123456789';
// Each case starts the API three times (tsx compiles at every start).
const CASE_TIMEOUT = 240_000;
const DELETE = `mutation($key: String!) { deleteMyAccount(idempotencyKey: $key) { deletedAt } }`;

describe('退会 interrupted by a crash', () => {
  let world: CrashWorld;
  let sandbox: RunningSandbox;
  let identity: IdentityVerifier;
  let env: Record<string, string>;
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  const authHost = inject('authEmulatorHost');
  const openDb = () => world.openDb();

  beforeAll(async () => {
    world = await crashWorld('delete_crash', authHost, {
      ADMIN_TOKEN,
      REQUEST_LEASE_SECONDS: '1',
      RECONCILE_LEASE_SECONDS: '1',
    });
    ({ sandbox, env } = world);
    identity = createIdentityVerifier(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: authHost }));
    const db = await openDb();
    try {
      const services = world.servicesOver(db, identity);
      await setUpProject(opsContextFor(services), { name: 'デモ' });
      await factories({ db, services } as unknown as Awaited<ReturnType<typeof createHarness>>).terms();
    } finally {
      await db.close();
    }
  });

  afterAll(async () => {
    await api?.stop();
    await identity?.close();
    await world?.close();
  });

  const gql = async (query: string, variables: Record<string, unknown>, token: string) => {
    const response = await fetch(
      `${api!.url}/api/v2/graphql`,
      graphqlPost(token, operation(query, variables)),
    );
    return (await response.json()) as { data: any; errors?: { extensions?: { code?: string } }[] };
  };
  const stripe = () =>
    new Stripe('sk_test_api_tests', { host: '127.0.0.1', port: sandbox.port, protocol: 'http' });

  async function fanWithCard() {
    const email = `crash-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const user = await identity.auth.createUser({ email, password: 'secret123', emailVerified: true });
    const token = await idTokenFor(authHost, email, 'secret123');
    await gql(SIGN_IN, { input: signInInput(email) }, token);
    await gql('mutation { approveLatestTermsAndConditions { version } }', {}, token);
    await gql('mutation { createCustomer { created } }', {}, token);
    const customer = (await stripe().customers.list({ email, limit: 1 })).data[0]!.id;
    const card = await createCard('4242424242424242');
    await stripe().paymentMethods.attach(card.id, { customer });
    await gql(
      'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }',
      { id: card.id },
      token,
    );
    return { email, uid: user.uid, token, customer, card: card.id, key: `del-${crypto.randomUUID()}` };
  }

  /** A deleteMyAccount that kills the API at `step`: no answer, the process gone by SIGKILL. */
  async function crashAt(step: string, fan: Awaited<ReturnType<typeof fanWithCard>>) {
    api = await startApiProcess({ ...env, FAN_CRASH_AT: step });
    await expect(gql(DELETE, { key: fan.key }, fan.token)).rejects.toThrow();
    expect((await api.exited).signal).toBe('SIGKILL');
    api = undefined;
  }

  async function expectDeleted(fan: Awaited<ReturnType<typeof fanWithCard>>) {
    expect(await identity.storedAccount(fan.uid)).toBeNull();
    expect((await stripe().paymentMethods.retrieve(fan.card)).customer).toBeNull();
    expect(await stripe().customers.retrieve(fan.customer)).toMatchObject({ deleted: true });
    await api?.stop();
    api = undefined;
    const db = await openDb();
    try {
      const rows = await db.query<{ state: string; email: string | null }>(
        `SELECT d.state, l.email FROM account_deletions d JOIN listeners l ON l.id = d.listener_id
          WHERE d.listener_id = (SELECT listener_id FROM payment_customers WHERE stripe_customer_id = $1)`,
        [fan.customer],
      );
      expect(rows).toEqual([{ state: 'done', email: null }]);
    } finally {
      await db.close();
    }
  }

  it(
    'after Stripe: a restart finishes the deletion (the start-up pass or the same tap)',
    { timeout: CASE_TIMEOUT },
    async () => {
      api = await startApiProcess(env);
      const fan = await fanWithCard();
      await api.stop();
      await crashAt('account-deletion:after-stripe', fan);
      api = await startApiProcess(env);
      await new Promise((r) => setTimeout(r, 1100)); // the dead runner's lease (1 s) runs out
      // The start-up reconciler pass or this same tap takes the deletion over: the tap answers its
      // result, or UNAUTHENTICATED when the pass got there first (the account is gone), never INTERNAL.
      const again = await gql(DELETE, { key: fan.key }, fan.token);
      expect(again.errors?.[0]?.extensions?.code ?? 'deleted').toMatch(/^(deleted|UNAUTHENTICATED)$/);
      await expectDeleted(fan);
    },
  );

  it('after the Firebase account went: the reconciler finishes it', { timeout: CASE_TIMEOUT }, async () => {
    api = await startApiProcess(env);
    const fan = await fanWithCard();
    await api.stop();
    await crashAt('account-deletion:after-identity', fan);
    api = await startApiProcess(env);
    // The fan cannot sign in any more: the reconciler (its start-up pass, or one asked now) finishes it.
    await new Promise((r) => setTimeout(r, 1100));
    const pass = (await fetch(`${api.adminUrl}/admin/reconcile`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    }).then((r) => r.json())) as { pass: { accountDeletions: { finished: number } } };
    const atStartUp = api.output.join('').match(/"accountDeletions":\{"checked":\d+,"finished":1\}/g) ?? [];
    expect(atStartUp.length + pass.pass.accountDeletions.finished).toBe(1);
    expect((await gql(DELETE, { key: fan.key }, fan.token)).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    await expectDeleted(fan);
  });
});
