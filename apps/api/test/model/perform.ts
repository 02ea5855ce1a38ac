// Sends one action to the real system as the web app (or an operator's tool) would.
import { chooseKonbini } from '../support/memberships';
import { currentPrice, type Action, type Model } from './lifecycle-model';
import { membershipOf } from './invariants';
import { intentKey, type GqlAnswer, type RunSystem } from './system';

const BUY_KEYED = `mutation($prices: [String!]!, $type: PaymentType!, $key: String) {
  managePaymentV2(prices: $prices, paymentType: $type, idempotencyKey: $key) { status threeDSecureClientSecret konbiniPaymentUrl }
}`;

export async function perform(
  model: Model,
  next: Model,
  run: RunSystem,
  action: Action,
  listed: boolean | null,
  fail: (msg: string) => never,
): Promise<GqlAnswer | 'not sent'> {
  // One intent key per tap, as the web sends it (decision 010).
  const buy = (prices: string[], type: string) => run.gql(BUY_KEYED, { prices, type, key: intentKey() });
  const cid = (c: number) => run.creators[c]!.id;
  switch (action.t) {
    case 'joinFree':
      return run.gql(
        'mutation($c: Int!, $key: String) { createFreeSubscription(contributorId: $c, idempotencyKey: $key) { databaseId } }',
        {
          c: cid(action.c),
          key: intentKey(),
        },
      );
    case 'cancelFree':
      return run.gql('mutation($c: Int!) { cancelFreeSubscription(contributorId: $c) { databaseId } }', {
        c: cid(action.c),
      });
    case 'register': {
      const before = model.memberships[action.c]!;
      if (before.pending || before.challenge) await run.later(action.c);
      const price = run.priceId(currentPrice(model, action.c, action.rank, action.months, action.method));
      const answer = await buy(
        [price],
        action.method === 'card' ? 'recurring_payment' : 'konbini_recurring_payment',
      );
      const url = answer.data?.managePaymentV2?.konbiniPaymentUrl as string | undefined;
      const secret = answer.data?.managePaymentV2?.threeDSecureClientSecret as string | undefined;
      if (secret) run.challenges.set(action.c, secret.split('_secret_')[0]!);
      if (action.method === 'konbini' && !answer.errors) {
        if (!url) fail('a konbini registration answered without a payment URL');
        run.vouchers.set(action.c, await run.chooseKonbini(url!));
      }
      return answer;
    }
    case 'payKonbini': {
      const m = model.memberships[action.c]!;
      if (m.pending) await run.pressVoucher(run.vouchers.get(action.c)!, 'pay');
      else {
        const row = await run.row(action.c);
        const sub = await run.env.stripe.subscriptions.retrieve(row!.stripe_subscription_id!, {
          expand: ['latest_invoice'],
        });
        const invoice = sub.latest_invoice as { hosted_invoice_url: string; status: string } | null;
        if (invoice?.status !== 'open')
          fail(`the renewal invoice is ${invoice?.status ?? 'missing'}, the model says it is open`);
        await chooseKonbini(
          run.env.sandbox.port,
          invoice!.hosted_invoice_url,
          'model.succeed_immediately@example.com',
        );
      }
      return { data: {} };
    }
    case 'expireKonbini':
      await run.pressVoucher(run.vouchers.get(action.c)!, 'expire');
      return { data: {} };
    case 'upgrade':
    case 'downgrade': {
      const method = action.method ?? model.memberships[action.c]!.price?.method ?? 'card';
      const price = run.priceId(currentPrice(model, action.c, action.rank, action.months, method));
      const answer = await buy(
        [price],
        action.t === 'upgrade' ? 'upgrade_recurring_payment' : 'downgrade_recurring_payment',
      );
      const secret = answer.data?.managePaymentV2?.threeDSecureClientSecret as string | undefined;
      if (secret) run.challenges.set(action.c, secret.split('_secret_')[0]!);
      return answer;
    }
    case 'switchMethod': {
      // As the web does: the current tier's price for the same period and the other method.
      const m = model.memberships[action.c]!;
      const to = m.price?.method === 'konbini' ? 'card' : 'konbini';
      const price = run.priceId(currentPrice(model, action.c, Math.max(m.tier, 1), m.price?.months ?? 1, to));
      return buy([price], 'payment_method_change');
    }
    case 'cancel':
    case 'resume': {
      // As the web does: the member card's current price names the plan.
      const shown = await membershipOf(run, action.c);
      const price = shown?.currentPrice?.stripePriceId;
      if (!price) {
        if (listed) fail(`the server lists ${action.t} but shows no current price for the web to send`);
        return 'not sent';
      }
      return buy([price], action.t === 'cancel' ? 'cancel_payment' : 'resume_payment');
    }
    case 'overwriteCard': {
      // As the web's 「登録して ¥N を支払う」: the card is saved, then the unpaid card renewals the
      // fan was shown are paid, their total confirmed (decision 043).
      const shown = await run.gql('{ unpaidRenewals { method amount } }');
      const saved = await run.saveCard(action.kind);
      const amount = ((shown.data?.unpaidRenewals ?? []) as { method: string; amount: number }[])
        .filter((r) => r.method === 'card')
        .reduce((sum, r) => sum + r.amount, 0);
      if (saved.errors || amount === 0) return saved;
      const paid = await run.gql(
        'mutation($amount: Int!, $key: String) { payUnpaidRenewals(amount: $amount, idempotencyKey: $key) { status } }',
        { amount, key: intentKey() },
      );
      return paid.errors ? paid : saved;
    }
    case 'answerChallenge':
    case 'failChallenge': {
      // What Stripe.js does with the payment's client secret: the fan completes or fails the challenge.
      if (model.memberships[action.c]!.challenge?.for === 'renewal')
        return confirmRenewal(run, action.c, fail);
      const intent = run.challenges.get(action.c);
      if (!intent) fail('no 3-D Secure challenge was asked for this payment');
      const result = action.t === 'answerChallenge' ? 'complete' : 'fail';
      const response = await fetch(`${run.env.sandbox.url}/3ds/${intent}/${result}`, { method: 'POST' });
      if (!response.ok) throw new Error(`${action.t}: ${response.status} ${await response.text()}`);
      run.challenges.delete(action.c);
      return { data: {} };
    }
    case 'bankAccepts': {
      // The sandbox's development control (card-controls.ts): the saved card's charges succeed again.
      const response = await fetch(`${run.env.sandbox.url}/_sandbox/payment_methods/${run.card}/charges`, {
        method: 'POST',
        body: JSON.stringify({ outcome: 'succeed' }),
      });
      if (!response.ok) throw new Error(`bankAccepts: ${response.status} ${await response.text()}`);
      return { data: {} };
    }
    case 'deleteCard': {
      const answer = await run.gql(
        'mutation($id: String!) { deletePaymentMethod(paymentMethodId: $id) { deleted } }',
        { id: run.card },
      );
      if (!answer.errors) run.card = null;
      return answer;
    }
    case 'buyPoints':
      return buy([run.env.pointPackage.priceId], 'one_time_payment');
    case 'redeemCode':
      return run.gql(
        'mutation($code: String!, $key: String) { redeemCoupon(type: "point", code: $code, idempotencyKey: $key) { coupon { amount } } }',
        {
          code: run.codes[action.i]!.code,
          key: intentKey(),
        },
      );
    case 'setPrice':
      await run.setPrice(currentPrice(next, action.c, action.rank, action.months, action.method));
      return { data: {} };
    case 'archiveTier':
    case 'unarchiveTier':
      await run.archive(action.c, action.rank, action.t === 'archiveTier');
      return { data: {} };
    case 'grantPoints':
      await run.grant(action.amount);
      return { data: {} };
    default:
      throw new Error(`not a step: ${action.t}`);
  }
}

/**
 * The home notice's 認証して支払う for a renewal whose bank asks for 3-D Secure: the API reads the
 * renewal's payment from Stripe (renewalPayment), the fan completes the challenge with its secret.
 */
async function confirmRenewal(run: RunSystem, c: number, fail: (msg: string) => never): Promise<GqlAnswer> {
  const row = await run.row(c);
  const invoice = await run.openRenewal(row!.stripe_subscription_id!);
  if (!invoice) fail('no open renewal invoice; the model says the renewal waits for 3-D Secure');
  const QUERY = 'query($id: String!) { renewalPayment(invoiceId: $id) { status paymentClientSecret } }';
  const payment = await run.gql(QUERY, { id: invoice!.id });
  if (payment.errors) return payment;
  const { status, paymentClientSecret } = payment.data!.renewalPayment as {
    status: string;
    paymentClientSecret: string | null;
  };
  if (status !== 'requires_action' || !paymentClientSecret)
    fail(`renewalPayment answered ${status}; the model says the renewal waits for 3-D Secure`);
  const intent = paymentClientSecret!.split('_secret_')[0]!;
  const response = await fetch(`${run.env.sandbox.url}/3ds/${intent}/complete`, { method: 'POST' });
  if (!response.ok) throw new Error(`renewal 3-D Secure: ${response.status} ${await response.text()}`);
  return { data: {} };
}
