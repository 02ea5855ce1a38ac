import { describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { harnessForFile, ok } from './support/harness';
import { BUY } from './support/memberships';
import { fanWithSavedCard } from './support/point-fans';

const PAYMENT = `query($id: String!) { renewalPayment(invoiceId: $id) { status paymentClientSecret } }`;

// Issue 43 (5): re-reads of one renewal's invoice are spaced across instances (migration 0048): while
// Stripe last said "processing", renewalPayment says so again for RENEWAL_RECHECK_SECONDS without
// reading Stripe; any other answer is read afresh; a settled renewal never reads Stripe.
describe('renewalPayment reads of one invoice, spaced', () => {
  const h = harnessForFile({ env: { RENEWAL_RECHECK_SECONDS: '30' } }, (h) => factories(h).terms());

  /** How often the API read `invoiceId` from Stripe while `run` ran. */
  async function invoiceReadsDuring(invoiceId: string, run: () => Promise<unknown>) {
    const invoices = h.services.stripe.invoices;
    const retrieve = invoices.retrieve;
    let reads = 0;
    invoices.retrieve = ((id: string, ...rest: never[]) => {
      if (id === invoiceId) reads++;
      return retrieve.call(invoices, id, ...rest);
    }) as typeof retrieve;
    try {
      await run();
    } finally {
      invoices.retrieve = retrieve;
    }
    return reads;
  }

  it('says "processing" again without Stripe within the spacing, then reads, then answers the settled renewal from the database', async () => {
    const creator = await factories(h).creator({ months: [1], tiers: [{ monthly: 500 }] });
    const fan = await fanWithSavedCard(h);
    ok(await h.gql(BUY, { prices: [creator.price(1, 1)], type: 'recurring_payment' }, { token: fan.token }));
    // A renewal row of the membership's (paid) invoice, as if its payment were still being settled.
    const [membership] = await h.db.query<{ id: number; stripe_subscription_id: string }>(
      'SELECT id, stripe_subscription_id FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
      [fan.listenerId, creator.id],
    );
    const sub = await h.services.stripe.subscriptions.retrieve(membership!.stripe_subscription_id);
    const invoiceId = sub.latest_invoice as string;
    await h.db.query(
      `INSERT INTO unpaid_renewals (invoice_id, membership_id, listener_id, method, amount, renewal_at, ends_at)
       VALUES ($1, $2, $3, 'card', 500, now(), now() + interval '7 days')`,
      [invoiceId, membership!.id, fan.listenerId],
    );
    await h.db.query(
      `INSERT INTO renewal_payment_reads (invoice_id, read_at, status) VALUES ($1, now(), 'processing')`,
      [invoiceId],
    );
    const ask = async () => ok(await h.gql(PAYMENT, { id: invoiceId }, { token: fan.token })).renewalPayment;
    const processing = { status: 'processing', paymentClientSecret: null };
    expect(await invoiceReadsDuring(invoiceId, async () => expect(await ask()).toEqual(processing))).toBe(0);
    expect(await invoiceReadsDuring(invoiceId, () => Promise.all(Array.from({ length: 10 }, ask)))).toBe(0);

    // The spacing over: read once, whatever the aliases; paid, the membership's convergence (which
    // settles the renewal) reads it once more, as a webhook's would.
    await h.db.query(`UPDATE renewal_payment_reads SET read_at = now() - interval '31 seconds'`);
    const both = `{ a: renewalPayment(invoiceId: "${invoiceId}") { status } b: renewalPayment(invoiceId: "${invoiceId}") { status } }`;
    expect(
      await invoiceReadsDuring(invoiceId, async () =>
        expect(ok(await h.gql(both, {}, { token: fan.token }))).toEqual({
          a: { status: 'paid' },
          b: { status: 'paid' },
        }),
      ),
    ).toBe(2);
    const [renewal] = await h.db.query<{ status: string }>(
      'SELECT status FROM unpaid_renewals WHERE invoice_id = $1',
      [invoiceId],
    );
    expect(renewal!.status).toBe('recovered');
    // Settled: from the database, never Stripe.
    expect(
      await invoiceReadsDuring(invoiceId, async () =>
        expect(await ask()).toEqual({ status: 'paid', paymentClientSecret: null }),
      ),
    ).toBe(0);
  });
});
