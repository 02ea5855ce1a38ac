// The cluster test's fans: signed up in the Auth Emulator and through nginx as the web app does, with
// a saved card in the sandbox; GraphQL requests to any instance or nginx; what the database and Stripe
// say they bought.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { sleep } from './processes.ts';
import { SECRET, type Cluster } from './topology.ts';

export type GraphQLBody = {
  data?: any;
  errors?: { message: string; extensions?: { code?: string } }[];
};
export type Fan = { email: string; token: string; customer: string; listenerId: string };

export const BUY = `mutation($p: [String!]!, $type: PaymentType!, $k: String) {
    managePaymentV2(prices: $p, paymentType: $type, idempotencyKey: $k) { status konbiniPaymentUrl } }`;
export const BALANCE = '{ tierTypesConnection { nodes { balance } } }';

export type Fans = Awaited<ReturnType<typeof fansOf>>;

export async function fansOf(cluster: Cluster) {
  const { ports, nginx3, sql } = cluster;
  const stripe = new Stripe(SECRET, { host: '127.0.0.1', port: ports.stripe, protocol: 'http' });
  const authUrl = `http://127.0.0.1:${ports.auth}/identitytoolkit.googleapis.com/v1`;

  const gqlAt = async (
    base: string,
    token: string,
    query: string,
    variables: Record<string, unknown> = {},
    extraHeaders: Record<string, string> = {},
    signal: AbortSignal | undefined = undefined,
  ) => {
    const response = await fetch(`${base}/api/v2/graphql`, {
      signal: signal ?? null,
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        'x-project-id': 'demo',
        ...extraHeaders,
      },
      body: JSON.stringify({ query, variables }),
    });
    const text = await response.text();
    let body: GraphQLBody;
    try {
      body = JSON.parse(text);
    } catch {
      body = { errors: [{ message: text.slice(0, 200) }] };
    }
    return { status: response.status, body };
  };
  const gql = async (token: string, query: string, variables?: Record<string, unknown>) => {
    const { status, body } = await gqlAt(nginx3, token, query, variables);
    if (status !== 200 || body.errors) throw new Error(`${status} ${JSON.stringify(body.errors)}`);
    return body.data;
  };
  const idToken = async (path: string, email: string) => {
    const r = await fetch(`${authUrl}/${path}?key=cluster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'cluster1234', returnSecureToken: true }),
    }).then((x) => x.json() as Promise<{ idToken?: string; localId: string }>);
    if (!r.idToken) throw new Error(JSON.stringify(r));
    return r as { idToken: string; localId: string };
  };

  async function newFan(withCard: boolean): Promise<Fan> {
    const email = `cluster-${randomUUID().slice(0, 12)}@example.com`;
    const { localId } = await idToken('accounts:signUp', email);
    await fetch(`${authUrl}/projects/demo-fan-app/accounts:update?key=cluster`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId, emailVerified: true }),
    });
    const token = (await idToken('accounts:signInWithPassword', email)).idToken;
    const signIn = await gql(
      token,
      'mutation($i: SignInV2Input!) { signInV2(input: $i) { listenerProfile { databaseId } } }',
      { i: { provider: 'password', email, platform: 'web', projectId: 'demo' } },
    );
    await gql(token, 'mutation { approveLatestTermsAndConditions { version } }');
    await gql(token, 'mutation { createCustomer { created } }');
    const customer = (await stripe.customers.list({ email, limit: 1 })).data[0]!.id;
    if (withCard) {
      const card = await stripe.paymentMethods.create({
        type: 'card',
        card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      });
      await stripe.paymentMethods.attach(card.id, { customer });
      await gql(token, 'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }', {
        id: card.id,
      });
    }
    return { email, token, customer, listenerId: signIn.signInV2.listenerProfile.databaseId };
  }

  // The demo catalogue's 1,000-point package, by card and by konbini.
  const rows = (
    await sql.query<{ konbini: boolean; stripe_price_id: string; amount: number }>(
      `SELECT p.konbini, p.stripe_price_id, p.amount FROM point_tier_prices p JOIN point_tiers t ON t.id = p.tier_id
       WHERE t.slug = 'p1000'`,
    )
  ).rows;
  const price = (konbini: boolean) => {
    const row = rows.find((r) => r.konbini === konbini);
    if (!row) throw new Error(`no ${konbini ? 'konbini' : 'card'} price for p1000`);
    return { id: row.stripe_price_id, amount: row.amount };
  };
  const prices = { card: price(false), konbini: price(true) };

  /** The fan's purchases credited in the ledger. */
  const credits = async (listenerId: string) =>
    Number(
      (
        await sql.query<{ count: string }>(
          `SELECT count(*) FROM point_ledger_entries WHERE listener_id = $1 AND kind = 'purchase'`,
          [listenerId],
        )
      ).rows[0]!.count,
    );
  /** The customer's charges in Stripe. */
  const succeededIntents = async (customer: string) =>
    (await stripe.paymentIntents.list({ customer, limit: 100 }).autoPagingToArray({ limit: 10_000 })).filter(
      (pi) => pi.status === 'succeeded',
    );
  /** A card purchase of the 1,000-point package through `base` with idempotency key `k`. */
  const buy = (base: string, fan: Fan, k: string | null, signal?: AbortSignal) =>
    gqlAt(base, fan.token, BUY, { p: [prices.card.id], type: 'one_time_payment', k }, {}, signal);
  /** A purchase that failed, repeated with its key as the web app does, up to 20 times 0.5 s apart. */
  const buyAgain = async (fan: Fan, k: string) => {
    for (let attempt = 0; attempt < 20; attempt++) {
      const again = await buy(nginx3, fan, k);
      if (again.status === 200 && !again.body.errors) return true;
      await sleep(500);
    }
    return false;
  };

  return { stripe, gqlAt, gql, newFan, prices, credits, succeededIntents, buy, buyAgain };
}
