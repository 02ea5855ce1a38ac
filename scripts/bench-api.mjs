#!/usr/bin/env node
// API benchmark against a running system (`npm start`, or start-all with other ports):
//   1. transactionsConnection paging: the demo fan's history, 10 per page, following cursors;
//   2. the card purchase path: managePaymentV2 one_time_payment on a saved 4242 card (API + Stripe
//      sandbox, no 3-D Secure), several fans in parallel, each buying one after another.
// Prints requests per second and p50/p99 latency. Bounded: each phase runs DURATION seconds.
//
//   node scripts/bench-api.mjs            (API_PORT, AUTH_EMULATOR_PORT, STRIPE_SANDBOX_PORT, DURATION, CONCURRENCY)
import Stripe from 'stripe';

const api = `http://127.0.0.1:${process.env.API_PORT ?? 4000}/api/v2/graphql`;
const auth = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;
const stripe = new Stripe(process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox', {
  host: '127.0.0.1',
  port: Number(process.env.STRIPE_SANDBOX_PORT ?? 12111),
  protocol: 'http',
});
const duration = Number(process.env.DURATION ?? 10) * 1000;
const concurrency = Number(process.env.CONCURRENCY ?? 8);

async function token(email, password, signUp = false) {
  const path = signUp ? 'accounts:signUp' : 'accounts:signInWithPassword';
  const res = await fetch(`${auth}/identitytoolkit.googleapis.com/v1/${path}?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = await res.json();
  if (!body.idToken) throw new Error(JSON.stringify(body));
  return body;
}

async function gql(idToken, query, variables = {}) {
  const res = await fetch(api, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${idToken}`,
      'x-project-id': 'demo',
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** A verified fan who signed in, approved the terms and has a saved Visa card. */
async function newFan() {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const { localId } = await token(email, 'bench1234', true);
  await fetch(`${auth}/identitytoolkit.googleapis.com/v1/projects/demo-fan-app/accounts:update?key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ localId, emailVerified: true }),
  });
  const { idToken } = await token(email, 'bench1234');
  await gql(idToken, 'mutation($i: SignInV2Input!) { signInV2(input: $i) { termsApproved } }', {
    i: { provider: 'password', email, platform: 'web', projectId: 'demo' },
  });
  await gql(idToken, 'mutation { approveLatestTermsAndConditions { version } }');
  await gql(idToken, 'mutation { createCustomer { created } }');
  const customer = (await stripe.customers.list({ email, limit: 1 })).data[0];
  const card = await stripe.paymentMethods.create({
    type: 'card',
    card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
  });
  await stripe.paymentMethods.attach(card.id, { customer: customer.id });
  await gql(idToken, 'mutation($id: String!) { updatePaymentMethod(paymentMethodId: $id) { last4 } }', {
    id: card.id,
  });
  return idToken;
}

async function run(name, workers, step) {
  const latencies = [];
  const end = Date.now() + duration;
  const started = Date.now();
  await Promise.all(
    workers.map(async (worker) => {
      while (Date.now() < end) {
        const t = performance.now();
        await step(worker);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(
    `${name.padEnd(34)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(1).padStart(7)} req/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms  (${workers.length} concurrent)`,
  );
}

const demo = (await token('demo@example.com', 'demo1234')).idToken;
const PAGE = `query($t: Int!, $after: String) { transactionsConnection(tierTypeId: $t, first: 10, after: $after) {
  pageInfo { endCursor hasNextPage } nodes { name amount occurredAt } } }`;
const tierTypeId = (await gql(demo, '{ tierTypesConnection { nodes { databaseId } } }')).tierTypesConnection
  .nodes[0].databaseId;
const cursors = Array.from({ length: concurrency }, () => ({ after: null }));
await run('transactionsConnection (10/page)', cursors, async (c) => {
  const page = (await gql(demo, PAGE, { t: tierTypeId, after: c.after })).transactionsConnection;
  c.after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
});

const priceId = (
  await gql(
    demo,
    `query($t: Int!) { tiersConnection(tierTypeId: $t) { nodes { paymentStructuresConnection { nodes { konbini stripePriceId } } } } }`,
    {
      t: tierTypeId,
    },
  )
).tiersConnection.nodes[0].paymentStructuresConnection.nodes.find((p) => !p.konbini).stripePriceId;
const fans = await Promise.all(Array.from({ length: concurrency }, newFan));
// Every purchase is a new tap: a fresh idempotency key, so each one really charges (without a key,
// buying the same package again within seconds would be answered as a repeat of the last tap).
await run('managePaymentV2 one_time_payment', fans, async (idToken) => {
  const result = await gql(
    idToken,
    'mutation($p: [String!]!, $k: String) { managePaymentV2(prices: $p, paymentType: one_time_payment, idempotencyKey: $k) { status } }',
    { p: [priceId], k: crypto.randomUUID() },
  );
  if (result.managePaymentV2.status !== 'succeeded') throw new Error(result.managePaymentV2.status);
});
