import { describe, expect, it } from 'vitest';
import { harnessForFile } from './support/harness';
import { factories } from './support/factories';

const CREATE = 'mutation { createCustomer { created } }';

describe('createCustomer', () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  const stripeId = async (listenerId: number) =>
    (
      await h.db.query<{ stripe_customer_id: string }>(
        'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
        [listenerId],
      )
    )[0]?.stripe_customer_id;

  it('creates one Stripe customer and is idempotent', async () => {
    const fan = await h.signedInListener();
    expect((await h.gql(CREATE, {}, { token: fan.token })).data?.createCustomer.created).toBe(true);
    expect((await h.gql(CREATE, {}, { token: fan.token })).data?.createCustomer.created).toBe(false);
    const id = await stripeId(fan.listenerId);
    const customer = await h.services.stripe.customers.retrieve(id!);
    expect(customer).toMatchObject({
      id,
      email: fan.email,
      metadata: { listener_id: String(fan.listenerId) },
    });
  });

  it('creates a single customer under concurrent calls', async () => {
    const fan = await h.signedInListener();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => h.gql(CREATE, {}, { token: fan.token })),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    // One customer was made, so exactly one answer says created.
    expect(results.filter((r) => r.data?.createCustomer.created)).toHaveLength(1);
    const list = await h.services.stripe.customers.list({ email: fan.email, limit: 10 });
    expect(list.data).toHaveLength(1);
    expect(list.data[0]!.id).toBe(await stripeId(fan.listenerId));
  });

  it('pushes a changed e-mail to the Stripe customer', async () => {
    const fan = await h.signedInListener();
    await h.gql(CREATE, {}, { token: fan.token });
    const email = `new-${fan.email}`;
    const result = await h.gql(
      'mutation($e: String) { updateListenerProfile(input: { email: $e }) { email } }',
      { e: email },
      { token: fan.token },
    );
    expect(result.data?.updateListenerProfile.email).toBe(email);
    const customer = await h.services.stripe.customers.retrieve((await stripeId(fan.listenerId))!);
    expect(customer).toMatchObject({ email });
  });
});
