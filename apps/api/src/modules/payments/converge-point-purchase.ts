import type Stripe from 'stripe';
import type { Services } from '../../services';
import { creditPurchase } from '../../ledger/credit-purchase';
import {
  findPurchase,
  findPurchaseByIntent,
  updatePurchase,
  type PointPurchaseRow,
} from './point-purchases.repository';
import {
  konbiniVoucherOf,
  mailKonbiniExpired,
  mailKonbiniIssued,
  mailPurchasePaid,
} from './point-purchase-mails';

/**
 * Brings a point purchase to its payment intent's state, read back from Stripe. Succeeded credits
 * the points once (the ledger key is the payment intent), whoever gets here first: the purchase
 * call itself, the webhook, or the client coming back from 3-D Secure. Safe to run any number of times.
 */
export async function convergePointPurchase(services: Pick<Services, 'db' | 'stripe'>, intentId: string) {
  const intent = await services.stripe.paymentIntents.retrieve(intentId);
  const purchase =
    (await findPurchaseByIntent(services.db, intent.id)) ??
    (intent.metadata.point_purchase_id
      ? await findPurchase(services.db, intent.metadata.point_purchase_id)
      : null);
  if (!purchase) return null; // not a point purchase (e.g. a membership invoice)
  await applyIntent(services, purchase, intent);
  return { purchase, intent };
}

export async function applyIntent(
  services: Pick<Services, 'db'>,
  purchase: PointPurchaseRow,
  intent: Stripe.PaymentIntent,
): Promise<void> {
  const base = { intentId: intent.id };
  switch (intent.status) {
    case 'succeeded':
      await creditPurchase(services.db, {
        projectId: purchase.project_id,
        listenerId: purchase.listener_id,
        tierTypeId: purchase.tier_type_id,
        amount: purchase.amount,
        price: purchase.price,
        name: `${purchase.amount.toLocaleString('ja-JP')}pt購入`,
        idempotencyKey: `purchase:${intent.id}`,
        reference: intent.id,
        onCredited: (tx) => mailPurchasePaid(tx, purchase, intent.id),
      });
      await updatePurchase(services.db, purchase.id, {
        ...base,
        status: 'succeeded',
        paymentMethodId:
          typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id,
      });
      return;
    case 'requires_action': {
      const voucher = konbiniVoucherOf(intent);
      await services.db.transaction(async (tx) => {
        const changed = await updatePurchase(tx, purchase.id, {
          ...base,
          status: voucher ? 'awaiting_konbini' : 'requires_action',
          clientSecret: intent.client_secret,
          voucherUrl: voucher?.voucherUrl ?? null,
          konbiniExpiresAt: voucher?.expiresAt ?? null,
        });
        if (changed && voucher) await mailKonbiniIssued(tx, purchase, intent.id, voucher);
      });
      return;
    }
    case 'canceled':
    case 'requires_payment_method':
      // A decline, a failed challenge or an expired konbini voucher: nothing is credited.
      if (intent.status === 'canceled' || intent.last_payment_error)
        await services.db.transaction(async (tx) => {
          const changed = await updatePurchase(tx, purchase.id, {
            ...base,
            status: 'failed',
            failureCode: intent.last_payment_error?.code ?? intent.cancellation_reason ?? 'canceled',
          });
          // A konbini voucher that was issued and never paid: told it expired and nothing is charged.
          if (
            changed &&
            purchase.method === 'konbini' &&
            (purchase.konbini_voucher_url || hadVoucher(intent))
          )
            await mailKonbiniExpired(tx, purchase, intent.id, purchase.konbini_expires_at);
        });
      return;
    default:
      return; // processing, requires_confirmation: wait for the next event
  }
}

// The expired attempt's voucher is gone from next_action; the failure says which attempt expired.
const hadVoucher = (intent: Stripe.PaymentIntent) =>
  intent.last_payment_error?.code === 'payment_intent_payment_attempt_expired';
