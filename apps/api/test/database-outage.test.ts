import { describe, expect, it } from 'vitest';
import { harnessForFile } from './support/harness';
import { fanWithSavedCard } from './support/point-fans';
import { cardPointPrice } from './support/factories';
import { succeededCharges } from './support/outages';

// The database stops answering right after Stripe has charged (a failover, a cut connection): the
// fan is charged and the API cannot write it down. Once the database is back, opening the balance
// (or the reconciler) credits it exactly once, and the same tap retried answers without a new charge.
const BUY = `mutation($prices: [String!]!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: one_time_payment, idempotencyKey: $key) { status }
}`;
const BALANCE = '{ tierTypesConnection { nodes { paidBalance } } }';

describe('database unreachable between Stripe and our write', () => {
  let price: { id: string; amount: number };
  // Closing the harness fails the file unless the reconcile report finds Stripe and the ledger agree.
  const h = harnessForFile({}, async (h) => {
    h.services.config.REQUEST_LEASE_SECONDS = 1;
    price = await cardPointPrice(h);
  });

  it('credits once when the database is back, and the retried tap charges nothing more', async () => {
    const fan = await fanWithSavedCard(h);
    const charges = () => succeededCharges(h, fan.customerId);

    // Every query fails from the moment Stripe has answered the charge until we bring it back.
    const { query, transaction } = h.db;
    const unreachable = () => Promise.reject(new Error('Connection terminated unexpectedly'));
    const intents = h.services.stripe.paymentIntents;
    const create = intents.create.bind(intents);
    intents.create = (async (...args: Parameters<typeof create>) => {
      const intent = await create(...args);
      Object.assign(h.db, { query: unreachable, transaction: unreachable });
      return intent;
    }) as typeof create;
    const key = `tap-${crypto.randomUUID()}`;
    const lost = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
    Object.assign(h.db, { query, transaction });
    intents.create = create;
    expect(lost.errors?.length).toBe(1);
    expect(await charges()).toBe(1);

    await new Promise((r) => setTimeout(r, 1100)); // past the request lease
    const balance = await h.gql(BALANCE, {}, { token: fan.token });
    expect(balance.data?.tierTypesConnection.nodes[0].paidBalance).toBe(price.amount);
    const again = await h.gql(BUY, { prices: [price.id], key }, { token: fan.token });
    expect(again.data?.managePaymentV2.status).toBe('succeeded');
    expect(await charges()).toBe(1);
    const credits = await h.db.query(
      `SELECT 1 FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'purchase'`,
      [fan.listenerId],
    );
    expect(credits).toHaveLength(1);
  });
});
