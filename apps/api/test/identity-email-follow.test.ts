import { describe, expect, it } from 'vitest';
import { codeOf, harnessForFile, idTokenFor, SIGN_IN, signInInput } from './support/harness';
import { factories } from './support/factories';

const CREATE = 'mutation { createCustomer { created } }';
const PROFILE = '{ listenerProfile { email } }';
const UPDATE = 'mutation($e: String) { updateListenerProfile(input: { email: $e }) { email } }';

describe("the listener's e-mail follows the identity provider's verified e-mail", () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  async function customerEmail(listenerId: number) {
    const [row] = await h.db.query<{ stripe_customer_id: string; email: string }>(
      'SELECT stripe_customer_id, email FROM payment_customers WHERE listener_id = $1',
      [listenerId],
    );
    const customer = await h.services.stripe.customers.retrieve(row!.stripe_customer_id);
    return { ours: row!.email, stripe: 'email' in customer ? customer.email : null };
  }

  async function changeIdentityEmail(uid: string, password: string) {
    const email = `changed-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await h.services.identity.auth.updateUser(uid, { email, emailVerified: true });
    return { email, token: await idTokenFor(h.authHost, email, password) };
  }

  it('on the next authenticated request: profile and Stripe customer carry the new e-mail', async () => {
    const fan = await h.signedInListener();
    await h.gql(CREATE, {}, { token: fan.token });
    const next = await changeIdentityEmail(fan.uid, fan.password);

    const profile = await h.gql(PROFILE, {}, { token: next.token });
    expect(profile.data?.listenerProfile.email).toBe(next.email);
    expect(await customerEmail(fan.listenerId)).toEqual({ ours: next.email, stripe: next.email });
  });

  it('on signInV2 with the new e-mail, without a listener row being duplicated', async () => {
    const fan = await h.signedInListener();
    await h.gql(CREATE, {}, { token: fan.token });
    const next = await changeIdentityEmail(fan.uid, fan.password);
    const result = await h.gql(SIGN_IN, { input: signInInput(next.email) }, { token: next.token });
    expect(result.errors).toBeUndefined();
    expect(result.data?.signInV2.listenerProfile).toMatchObject({
      databaseId: fan.listenerId,
      email: next.email,
    });
    expect(await customerEmail(fan.listenerId)).toEqual({ ours: next.email, stripe: next.email });
    const rows = await h.db.query('SELECT id FROM listeners WHERE firebase_uid = $1', [fan.uid]);
    expect(rows).toHaveLength(1);
  });

  it('keeps a contact e-mail set through the profile while the identity e-mail is unchanged', async () => {
    const fan = await h.signedInListener();
    await h.gql(CREATE, {}, { token: fan.token });
    const contact = `konbini-${fan.email}`;
    await h.gql(UPDATE, { e: contact }, { token: fan.token });
    expect((await h.gql(PROFILE, {}, { token: fan.token })).data?.listenerProfile.email).toBe(contact);
    await h.gql(SIGN_IN, { input: signInInput(fan.email) }, { token: fan.token });
    expect((await h.gql(PROFILE, {}, { token: fan.token })).data?.listenerProfile.email).toBe(contact);
    expect(await customerEmail(fan.listenerId)).toEqual({ ours: contact, stripe: contact });
  });

  it('ignores an unverified new e-mail until it is verified', async () => {
    const fan = await h.signedInListener();
    const email = `unverified-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await h.services.identity.auth.updateUser(fan.uid, { email, emailVerified: false });
    const token = await idTokenFor(h.authHost, email, fan.password);
    // An unverified identity has no access at all, and nothing changes in our records.
    expect(codeOf(await h.gql(PROFILE, {}, { token }))).toBe('UNAUTHENTICATED');
    const [row] = await h.db.query<{ email: string }>('SELECT email FROM listeners WHERE id = $1', [
      fan.listenerId,
    ]);
    expect(row!.email).toBe(fan.email);
  });

  it('cuts off a disabled identity at its next mutation, and its reads from then on', async () => {
    const fan = await h.signedInListener();
    await h.services.identity.auth.updateUser(fan.uid, { disabled: true });
    expect(codeOf(await h.gql(UPDATE, { e: null }, { token: fan.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('UNAUTHENTICATED');
  });
});
