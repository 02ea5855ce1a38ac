import { describe, expect, it } from 'vitest';
import { codeOf, harnessForFile } from './support/harness';
import { factories } from './support/factories';
import { confirmSetup, createCard } from './support/browser-stripe';

const CARD = '{ paymentMethod { paymentMethodId brand last4 exp expMonth expYear name } }';
const UPDATE =
  'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { paymentMethodId brand last4 name } }';
const DELETE = 'mutation($id: String!) { deletePaymentMethod(paymentMethodId: $id) { deleted } }';

describe('saved card', () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  async function register(token: string, number: string, name?: string) {
    const secret = (await h.gql('{ clientSecret }', {}, { token })).data?.clientSecret as string;
    expect(secret).toMatch(/^seti_.+_secret_/);
    const intent = await confirmSetup(secret, number, name);
    expect(intent.status).toBe('succeeded');
    const pm = intent.payment_method as string;
    const result = await h.gql(UPDATE, { id: pm }, { token });
    return { pm, result };
  }

  const customerOf = async (listenerId: number) =>
    (
      await h.db.query<{ stripe_customer_id: string }>(
        'SELECT stripe_customer_id FROM payment_customers WHERE listener_id = $1',
        [listenerId],
      )
    )[0]!.stripe_customer_id;
  const cardsOnStripe = async (listenerId: number) =>
    (
      await h.services.stripe.customers.listPaymentMethods(await customerOf(listenerId), { type: 'card' })
    ).data.map((p) => p.id);

  it('registers a card, shows it, and creates the Stripe customer once', async () => {
    const fan = await h.signedInListener();
    expect((await h.gql(CARD, {}, { token: fan.token })).data?.paymentMethod).toBeNull();
    const { pm, result } = await register(fan.token, '4242424242424242', 'Taro Yamada');
    expect(result.errors).toBeUndefined();
    expect((await h.gql(CARD, {}, { token: fan.token })).data?.paymentMethod).toEqual({
      paymentMethodId: pm,
      brand: 'visa',
      last4: '4242',
      exp: '12/34',
      expMonth: 12,
      expYear: 2034,
      name: 'TARO YAMADA',
    });
    const customer = await h.services.stripe.customers.retrieve(await customerOf(fan.listenerId));
    expect(
      (customer as { invoice_settings: { default_payment_method: string } }).invoice_settings
        .default_payment_method,
    ).toBe(pm);
    expect(await h.services.stripe.customers.list({ email: fan.email })).toMatchObject({
      data: [{ id: customer.id }],
    });
  });

  it('overwrites: only the new card exists, in our database and on the Stripe customer', async () => {
    const fan = await h.signedInListener();
    const first = await register(fan.token, '4242424242424242');
    const second = await register(fan.token, '3566002020360505');
    expect(second.result.data?.updatePaymentMethod).toMatchObject({ brand: 'jcb', last4: '0505' });
    expect(await cardsOnStripe(fan.listenerId)).toEqual([second.pm]);
    const rows = await h.db.query('SELECT stripe_payment_method_id FROM saved_cards WHERE listener_id = $1', [
      fan.listenerId,
    ]);
    expect(rows).toEqual([{ stripe_payment_method_id: second.pm }]);
    expect(first.pm).not.toBe(second.pm);
  });

  it("refuses another listener's card for update and delete", async () => {
    const owner = await h.signedInListener();
    const thief = await h.signedInListener();
    const { pm } = await register(owner.token, '5555555555554444');
    await h.gql('mutation { createCustomer { created } }', {}, { token: thief.token });
    expect(codeOf(await h.gql(UPDATE, { id: pm }, { token: thief.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(DELETE, { id: pm }, { token: thief.token }))).toBe('FORBIDDEN');
    expect((await h.gql(CARD, {}, { token: owner.token })).data?.paymentMethod.paymentMethodId).toBe(pm);
    expect((await h.gql(CARD, {}, { token: thief.token })).data?.paymentMethod).toBeNull();
    expect(await cardsOnStripe(owner.listenerId)).toEqual([pm]);
  });

  it('refuses a card that was never set up for this customer, unknown ids and malformed ids', async () => {
    const fan = await h.signedInListener();
    const loose = await createCard('4242424242424242');
    expect(codeOf(await h.gql(UPDATE, { id: loose.id }, { token: fan.token }))).toBe('FORBIDDEN');
    expect(codeOf(await h.gql(UPDATE, { id: 'pm_doesnotexist' }, { token: fan.token }))).toBe('NOT_FOUND');
    expect(codeOf(await h.gql(UPDATE, { id: 'card; DROP TABLE' }, { token: fan.token }))).toBe(
      'BAD_USER_INPUT',
    );
    expect((await h.gql(CARD, {}, { token: fan.token })).data?.paymentMethod).toBeNull();
  });

  it('refuses a brand outside amex, diners, jcb, mastercard, visa and discover', async () => {
    const fan = await h.signedInListener();
    const { result, pm } = await register(fan.token, luhn('990000000000000'));
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('このカードブランドはご利用いただけません。');
    expect((await h.gql(CARD, {}, { token: fan.token })).data?.paymentMethod).toBeNull();
    expect(await cardsOnStripe(fan.listenerId)).not.toContain(pm);
  });

  it('deletes the card; deleting it again (a second tab) is not an error', async () => {
    const fan = await h.signedInListener();
    const { pm } = await register(fan.token, '378282246310005');
    expect((await h.gql(DELETE, { id: pm }, { token: fan.token })).data?.deletePaymentMethod.deleted).toBe(
      true,
    );
    expect((await h.gql(CARD, {}, { token: fan.token })).data?.paymentMethod).toBeNull();
    expect(await cardsOnStripe(fan.listenerId)).toEqual([]);
    const again = await h.gql(DELETE, { id: pm }, { token: fan.token });
    expect(again.errors).toBeUndefined();
    expect(again.data?.deletePaymentMethod.deleted).toBe(true);
  });
});

/** Appends the Luhn check digit. */
function luhn(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}
