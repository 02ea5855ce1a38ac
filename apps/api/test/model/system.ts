// The real system the model is compared with: the API on its own database, reached over real HTTP,
// a strict sandbox of its own whose signed webhooks reach the API, and a recording proxy between the
// API and the sandbox (every request the sandbox refuses is kept). One environment per test file;
// every run of the property gets a fresh fan, creators, codes, so runs never see each other's state.
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { createHarness } from '../support/harness';
import { graphqlPost, operation } from '../support/graphql-post';
import { factories, opsContextFor } from '../support/factories';
import { confirmSetup, usePrivateSandbox } from '../support/browser-stripe';
import { chooseKonbini, sandboxSettings } from '../support/memberships';
import { stripeCustomerOf } from '../support/point-fans';
import { deliveringSandbox, webhooksSettled } from '../support/sandbox-deliveries';
import { setTierPrice } from '../../src/ops/catalog/tier-prices';
import { archiveTier, unarchiveTier } from '../../src/ops/catalog/archive-tier';
import { grantPoints } from '../../src/ops/support/grant-points';
import { reconcileReport } from '../../src/modules/reconcile/reconcile-report';
import { lapsedRenewalsJob } from '../../src/modules/memberships/jobs/end-lapsed-renewals';
import { amountOf, KONBINI_FEE, priceKey, TIER_MONTHLY, type PriceRef } from './lifecycle-model';

const WEBHOOK_SECRET = 'whsec_model_tests';
const SECRET_KEY = 'sk_test_api_tests';
export const MONTHS = [1, 3] as const;
/** The point package's card price (yen). */
const POINT_PRICE = 1200;

export const CARDS = {
  ok: ['4242424242424242', '5555555555554444'],
  declining: '4000000000000341',
  /** Asks for 3-D Secure on every payment, its setup included. */
  threeds: '4000002760003184',
};

export interface GqlError {
  message: string;
  extensions?: { code?: string };
}
export interface GqlAnswer<T = any> {
  data: T | null;
  errors?: GqlError[];
}

/** A request the sandbox refused (4xx other than a card decline), as the API sent it. */
export interface RefusedRequest {
  method: string;
  path: string;
  status: number;
  body: string;
  answer: string;
}

export type ModelEnv = Awaited<ReturnType<typeof createModelEnv>>;

export async function createModelEnv() {
  const { server: apiServer, sandbox, serve } = await deliveringSandbox(WEBHOOK_SECRET);
  const apiPort = (apiServer.address() as AddressInfo).port;
  // The account would end an unpaid konbini renewal a day after its due date; the product ends it at
  // the due date itself (decision 032), so the account's setting never gets to act.
  await sandboxSettings(sandbox.port, {
    send_invoice_days_past_due: 1,
    send_invoice_final_action: 'cancel',
  });

  const refused: RefusedRequest[] = [];
  const proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const upstream = httpRequest(
        { host: '127.0.0.1', port: sandbox.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          const out: Buffer[] = [];
          answer.on('data', (c: Buffer) => out.push(c));
          answer.on('end', () => {
            const text = Buffer.concat(out);
            const status = answer.statusCode ?? 0;
            // A declined card (402) is Stripe's answer about the card, not a refused request.
            if (status >= 400 && status !== 402)
              refused.push({
                method: req.method ?? '',
                path: req.url ?? '',
                status,
                body: decodeURIComponent(body.toString('utf8')).slice(0, 1500),
                answer: text.toString('utf8').slice(0, 1500),
              });
            res.writeHead(status, answer.headers);
            res.end(text);
          });
        },
      );
      upstream.on('error', (error) => {
        res.writeHead(502);
        res.end(String(error));
      });
      upstream.end(body);
    });
  });
  const proxyPort = await listen(proxy);

  // The API's clock is the sandbox's, as in production both read the same time: an upgrade's
  // proration moment, a renewal's deadline and a konbini due date are then the moments Stripe uses.
  const h = await createHarness({
    stripePort: proxyPort,
    webhookSecret: WEBHOOK_SECRET,
    now: () => new Date(sandbox.sandbox.clock.now() * 1000),
  });
  serve(h);
  // The checker's own view of Stripe, straight to the sandbox (not counted as the API's requests).
  const stripe = new Stripe(SECRET_KEY, { host: '127.0.0.1', port: sandbox.port, protocol: 'http' });
  const f = factories(h);
  const pointType = await f.pointType();
  const pkg = await f.pointPackage({ amount: 1000, price: POINT_PRICE });

  /** GraphQL as the web sends it: POST over HTTP to the API's port. */
  async function gql<T = any>(query: string, variables: Record<string, unknown>, token: string) {
    const response = await fetch(
      `http://127.0.0.1:${apiPort}/api/v2/graphql`,
      graphqlPost(token, operation(query, variables)),
    );
    const text = await response.text();
    try {
      return JSON.parse(text) as GqlAnswer<T>;
    } catch {
      return {
        data: null,
        errors: [{ message: `HTTP ${response.status}: ${text.slice(0, 300)}` }],
      } as GqlAnswer<T>;
    }
  }

  /** Waits until every webhook delivery has finished; an event never accepted is a failure. */
  const settled = () => webhooksSettled(sandbox);
  /**
   * Time passed: the reconciler's renewals job, as production runs it every few minutes, ends card
   * renewals past their deadline that Stripe no longer attempts (3-D Secure never confirmed).
   */
  async function timePassed() {
    await settled();
    await lapsedRenewalsJob.run(h.services);
    await settled();
  }

  async function close() {
    try {
      await h.close();
    } finally {
      await sandbox.close();
      for (const server of [apiServer, proxy]) {
        server.closeAllConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
      }
      usePrivateSandbox(null);
    }
  }

  return {
    h,
    sandbox,
    stripe,
    gql,
    settled,
    timePassed,
    close,
    refused,
    pointTypeId: pointType.id,
    pointPackage: { priceId: pkg.card.id, amount: pkg.card.amount, price: POINT_PRICE },
    now: () => sandbox.sandbox.clock.now(),
    reconcile: () => reconcileReport(h.services),
    ops: () => opsContextFor(h.services),
  };
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** One run's fan and catalogue on the shared environment. */
export type RunSystem = Awaited<ReturnType<typeof createRun>>;

export async function createRun(
  env: ModelEnv,
  opts: { creators: number; paidTiers: number; codes: number[] },
) {
  const { h } = env;
  const f = factories(h);
  const creators: { id: number; tierIds: number[] }[] = [];
  const priceIds = new Map<string, string>();
  for (let c = 0; c < opts.creators; c++) {
    const made = await f.creator({
      tiers: TIER_MONTHLY.slice(1, opts.paidTiers + 1).map((monthly) => ({ monthly, hasTrial: false })),
      months: [...MONTHS],
    });
    creators.push({ id: made.id, tierIds: made.tiers.map((t) => t.id) });
    for (let rank = 1; rank <= opts.paidTiers; rank++)
      for (const months of MONTHS)
        for (const method of ['card', 'konbini'] as const)
          priceIds.set(
            priceKey({ creator: c, rank, months, method, version: 0 }),
            made.price(rank, months, method === 'konbini'),
          );
  }
  const codes = [];
  for (const amount of opts.codes) codes.push({ code: (await f.promotionCode({ amount })).code, amount });
  const fan = await h.signedInListener();
  await env.gql('mutation { createCustomer { created } }', {}, fan.token);
  const customerId = await stripeCustomerOf(h, fan.listenerId);
  const run = {
    env,
    fan: { ...fan, customerId },
    creators,
    priceIds,
    codes,
    /** The saved card's PaymentMethod id, as the runner last saved it. */
    card: null as string | null,
    cardsSaved: 0,
    /** The voucher (payment intent) of each creator's pending konbini registration. */
    vouchers: new Map<number, string>(),
    /** A card registration's PaymentIntent waiting for its 3-D Secure challenge, per creator. */
    challenges: new Map<number, string>(),
    priceId(p: PriceRef) {
      const id = priceIds.get(priceKey(p));
      if (!id) throw new Error(`no Stripe price for ${priceKey(p)}`);
      return id;
    },
    gql<T = any>(query: string, variables: Record<string, unknown> = {}) {
      return env.gql<T>(query, variables, fan.token);
    },
    /** The card form: a SetupIntent confirmed in "the browser", then saved through the API. */
    async saveCard(kind: 'ok' | 'declining' | 'threeds') {
      const number = kind === 'ok' ? CARDS.ok[run.cardsSaved++ % CARDS.ok.length]! : CARDS[kind];
      const secret = (await run.gql('{ clientSecret }')).data?.clientSecret as string;
      // The runs share one sandbox whose clock only moves on: a card valid for years from its "now".
      const expYear = new Date(env.now() * 1000).getUTCFullYear() + 5;
      const intent = await confirmSetup(secret, number, undefined, expYear);
      // The card form's own challenge, completed by the fan.
      if (intent.status === 'requires_action') {
        const response = await fetch(`${env.sandbox.url}/3ds/${intent.id}/complete`, { method: 'POST' });
        if (!response.ok)
          throw new Error(`card setup 3-D Secure: ${response.status} ${await response.text()}`);
      }
      const pm = intent.payment_method as string;
      const answer = await run.gql(
        'mutation($id: String!, $key: String) { updatePaymentMethod(paymentMethodId: $id, idempotencyKey: $key) { paymentMethodId } }',
        { id: pm, key: intentKey() },
      );
      if (!answer.errors) run.card = pm;
      return answer;
    },
    async setPrice(p: PriceRef) {
      const row = await setTierPrice(env.ops(), {
        tierId: creators[p.creator]!.tierIds[p.rank]!,
        months: p.months,
        konbini: p.method === 'konbini',
        price: amountOf(p.rank, p.months, p.method, p.version),
        konbiniFee: p.method === 'konbini' ? KONBINI_FEE : 0,
      });
      priceIds.set(priceKey(p), row.stripe_price_id!);
    },
    archive: (c: number, rank: number, archived: boolean) =>
      (archived ? archiveTier : unarchiveTier)(env.ops(), { id: creators[c]!.tierIds[rank]! }),
    grant: (amount: number) =>
      grantPoints(env.ops(), {
        fanId: fan.listenerId,
        pointTypeId: env.pointTypeId,
        amount,
        reason: 'モデルテスト',
      }),
    /** The membership row's Stripe subscriptions (the API's own record). */
    async row(c: number) {
      const [row] = await h.db.query<{
        status: string;
        stripe_subscription_id: string | null;
        pending_stripe_subscription_id: string | null;
      }>(
        'SELECT status, stripe_subscription_id, pending_stripe_subscription_id FROM memberships WHERE listener_id = $1 AND contributor_id = $2',
        [fan.listenerId, creators[c]!.id],
      );
      return row ?? null;
    },
    /**
     * The mails the fan's state promises and the outbox lacks (decision 049): one per paid invoice
     * recorded, one per accepted cancel, resume, downgrade or method switch (keyed by its request).
     */
    async mailsMissing() {
      const rows = await h.db.query<{ cause: string }>(
        `WITH promised AS (
           SELECT 'membership-paid:' || p.stripe_invoice_id AS cause
             FROM membership_payments p JOIN memberships m ON m.id = p.membership_id WHERE m.listener_id = $1
           UNION ALL
           SELECT CASE r.operation
               WHEN 'managePaymentV2:cancel_payment' THEN 'membership-canceled:' || r.id
               WHEN 'managePaymentV2:resume_payment' THEN 'membership-resumed:' || r.id
               WHEN 'managePaymentV2:downgrade_recurring_payment' THEN 'membership-plan-changed:membership-downgrade-' || r.id
               ELSE 'membership-plan-changed:membership-switch-' || r.id END
             FROM operation_requests r
            WHERE r.listener_id = $1 AND r.state = 'succeeded' AND r.operation IN ('managePaymentV2:cancel_payment',
              'managePaymentV2:resume_payment', 'managePaymentV2:downgrade_recurring_payment',
              'managePaymentV2:payment_method_change'))
         SELECT cause FROM promised WHERE NOT EXISTS (SELECT 1 FROM mail_outbox o WHERE o.cause_key = promised.cause)
         ORDER BY cause`,
        [fan.listenerId],
      );
      return rows.map((r) => r.cause);
    },
    /** A subscription's renewal invoice still open (a later upgrade's invoice may be its latest). */
    async openRenewal(subscriptionId: string) {
      const open = await env.stripe.invoices.list({
        subscription: subscriptionId,
        status: 'open',
        limit: 10,
      });
      return open.data.find((i) => i.billing_reason === 'subscription_cycle') ?? null;
    },
    /** The API's deadline of an unpaid renewal (unix seconds; null: none recorded). */
    async renewalEndsAt(invoiceId: string) {
      const [row] = await h.db.query<{ ends_at: Date }>(
        'SELECT ends_at FROM unpaid_renewals WHERE invoice_id = $1',
        [invoiceId],
      );
      return row ? Math.round(new Date(row.ends_at).getTime() / 1000) : null;
    },
    /** The fan comes back later than the 60 s double-submit window of a registration. */
    later: (c: number) =>
      h.db.query(
        `UPDATE memberships SET pending_since = pending_since - interval '5 minutes' WHERE listener_id = $1 AND contributor_id = $2 AND pending_since IS NOT NULL`,
        [fan.listenerId, creators[c]!.id],
      ),
    /** What the fan does with a konbini payment URL: pick konbini on the hosted page (never paid by itself). */
    chooseKonbini: (url: string) => chooseKonbini(env.sandbox.port, url, `model.fill_never@example.com`),
    pressVoucher: async (voucher: string, button: 'pay' | 'expire') => {
      const response = await fetch(`${env.sandbox.url}/vouchers/${voucher}/${button}`, {
        method: 'POST',
        redirect: 'manual',
      });
      if (response.status !== 303)
        throw new Error(`voucher ${button}: ${response.status} ${await response.text()}`);
    },
  };
  await run.saveCard('ok');
  if (!run.card) throw new Error('the first card was not saved');
  return run;
}

let keys = 0;
/** One per confirm tap, as the web sends it (decision 010). */
export const intentKey = () =>
  `model_${Date.now().toString(36)}_${(++keys).toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
