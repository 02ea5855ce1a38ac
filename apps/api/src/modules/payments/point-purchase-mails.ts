import type Stripe from 'stripe';
import type { Queryable } from '../../db/db';
import { enqueueMailToListener } from '../mail/enqueue-mail';
import { points } from '../mail/templates/mail-format';
import type { PointPurchaseRow } from './point-purchases.repository';

// The mails a point purchase causes, each keyed by its payment intent, written in the transaction
// that records the cause (decision 049).

type Purchase = Pick<PointPurchaseRow, 'id' | 'listener_id' | 'amount' | 'price' | 'method'>;

/** Paid and credited: in the credit's transaction. */
export const mailPurchasePaid = (tx: Queryable, purchase: Purchase, intentId: string) =>
  enqueueMailToListener(tx, purchase.listener_id, {
    cause: `point-purchase-paid:${intentId}`,
    template: 'point-purchase-paid',
    data: {
      points: purchase.amount,
      yen: purchase.price,
      method: purchase.method,
      paymentId: `point-${purchase.id}`,
    },
  });

/** A konbini voucher's details, as its mails show them; null when the intent carries none. */
export function konbiniVoucherOf(intent: Stripe.PaymentIntent) {
  const details = intent.next_action?.konbini_display_details;
  if (!details?.hosted_voucher_url) return null;
  return { voucherUrl: details.hosted_voucher_url, expiresAt: new Date(details.expires_at * 1000) };
}

/** The konbini payment number issued: in the transaction that records the voucher. */
export const mailKonbiniIssued = (
  tx: Queryable,
  purchase: Purchase,
  intentId: string,
  voucher: { voucherUrl: string; expiresAt: Date },
) =>
  enqueueMailToListener(tx, purchase.listener_id, {
    cause: `konbini-number-issued:${intentId}`,
    template: 'konbini-number-issued',
    data: {
      item: points(purchase.amount),
      yen: purchase.price,
      expiresAt: voucher.expiresAt.toISOString(),
      voucherUrl: voucher.voucherUrl,
    },
  });

/** The voucher expired unpaid: in the transaction that marks the purchase failed. */
export const mailKonbiniExpired = (
  tx: Queryable,
  purchase: Purchase,
  intentId: string,
  expiresAt: Date | null,
) =>
  enqueueMailToListener(tx, purchase.listener_id, {
    cause: `konbini-expired:${intentId}`,
    template: 'konbini-expired',
    data: {
      item: points(purchase.amount),
      yen: purchase.price,
      expiresAt: (expiresAt ?? new Date()).toISOString(),
    },
  });
