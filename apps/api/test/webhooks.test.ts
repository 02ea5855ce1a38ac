import { describe, expect, it } from 'vitest';
import { harnessForFile } from './support/harness';
import { factories } from './support/factories';
import { postWebhook, signatureOf, stripeEvent } from './support/webhook-events';
import { confirmSetup, createCard } from './support/browser-stripe';

describe('POST /webhooks/stripe', () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  const post = (body: string, signature?: string) => postWebhook(h, body, signature);
  const event = stripeEvent;
  const events = async () =>
    h.db.query<{ id: string; processed_at: Date | null }>(
      'SELECT id, processed_at FROM stripe_events ORDER BY id',
    );

  async function fanWithCard() {
    const fan = await h.signedInListener();
    const secret = (await h.gql('{ clientSecret }', {}, { token: fan.token })).data?.clientSecret as string;
    const pm = (await confirmSetup(secret, '4242424242424242')).payment_method as string;
    await h.gql(
      'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }',
      { id: pm },
      { token: fan.token },
    );
    return { fan, pm };
  }

  it('rejects a forged or tampered signature and changes nothing', async () => {
    const body = event('evt_forged', 'payment_method.detached', { id: 'pm_x', object: 'payment_method' });
    expect((await post(body, 't=1,v1=deadbeef')).status).toBe(400);
    const signed = signatureOf(h, body);
    expect((await post(body.replace('pm_x', 'pm_y'), signed)).status).toBe(400);
    expect((await post(body, signatureOf(h, body, 'whsec_wrong'))).status).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('converges from Stripe: a card detached elsewhere stops being the saved card, once for any number of deliveries', async () => {
    const { fan, pm } = await fanWithCard();
    const body = event('evt_detach_1', 'payment_method.detached', { id: pm, object: 'payment_method' });
    // Delivered before the detach happened (out of order): Stripe still has it attached, nothing changes.
    expect((await post(body.replace('evt_detach_1', 'evt_early'))).status).toBe(200);
    expect(
      await h.db.query('SELECT 1 FROM saved_cards WHERE listener_id = $1', [fan.listenerId]),
    ).toHaveLength(1);

    await h.services.stripe.paymentMethods.detach(pm);
    for (let i = 0; i < 3; i++) expect((await post(body)).status).toBe(200);
    expect(
      await h.db.query('SELECT 1 FROM saved_cards WHERE listener_id = $1', [fan.listenerId]),
    ).toHaveLength(0);
    expect((await events()).filter((e) => e.id === 'evt_detach_1')).toHaveLength(1);
  });

  it('acknowledges unknown event types', async () => {
    expect((await post(event('evt_unknown', 'charge.dispute.created', { id: 'dp_1' }))).status).toBe(200);
  });

  it('answers 500 when processing fails, so Stripe retries, and succeeds on a later delivery', async () => {
    // A card detached in Stripe's dashboard; the first delivery meets a Stripe outage while reading it.
    const card = await createCard('4242424242424242');
    const body = event('evt_fails_once', 'payment_method.detached', {
      id: card.id,
      object: 'payment_method',
    });
    const methods = h.services.stripe.paymentMethods;
    const retrieve = methods.retrieve;
    methods.retrieve = (() => Promise.reject(new Error('Stripe is unreachable'))) as typeof retrieve;
    try {
      expect((await post(body)).status).toBe(500);
    } finally {
      methods.retrieve = retrieve;
    }
    expect((await events()).find((e) => e.id === 'evt_fails_once')?.processed_at).toBeNull();
    // Stripe's retry of the same event: processed now, and only once.
    expect((await post(body)).status).toBe(200);
    expect((await events()).find((e) => e.id === 'evt_fails_once')?.processed_at).toBeInstanceOf(Date);
    expect((await post(body)).status).toBe(200);
    expect((await events()).filter((e) => e.id === 'evt_fails_once')).toHaveLength(1);
  });

  // Decision 030: no delivery would ever succeed (404 resource_missing), so it is acknowledged.
  it('acknowledges an event about an object Stripe does not know (200), and records it processed', async () => {
    const body = event('evt_missing', 'payment_method.detached', {
      id: 'pm_missing_in_stripe',
      object: 'payment_method',
    });
    expect((await post(body)).status).toBe(200);
    expect((await events()).find((e) => e.id === 'evt_missing')?.processed_at).toBeInstanceOf(Date);
  });
});
