import type { Services } from '../../services';
import { stripeNow } from '../../integrations/stripe/stripe-now';
import { enqueueMailToListener } from '../mail/enqueue-mail';
import { points } from '../mail/templates/mail-format';

/**
 * The reconciler's `konbiniReminders` job: a point purchase's konbini voucher still unpaid on the
 * Japan-time day before its due date gets one reminder (keyed by its payment intent), by Stripe's
 * time, so moving the sandbox's clock brings it. Only on that day: a reminder found late (the API was
 * down) would say 「明日」 of the due day itself, so it is not sent then.
 */
export const konbiniRemindersJob = { name: 'konbiniReminders', run: remindKonbiniPurchases } as const;

async function remindKonbiniPurchases(services: Pick<Services, 'db' | 'config' | 'now'>) {
  const now = await stripeNow(services);
  const due = await services.db.query<{
    id: string;
    listener_id: number;
    amount: number;
    price: number;
    stripe_payment_intent_id: string;
    konbini_voucher_url: string;
    konbini_expires_at: Date;
  }>(
    `SELECT id, listener_id, amount, price, stripe_payment_intent_id, konbini_voucher_url, konbini_expires_at
     FROM point_purchases
     WHERE status = 'awaiting_konbini' AND konbini_expires_at > $1 AND konbini_voucher_url IS NOT NULL
       AND (konbini_expires_at AT TIME ZONE 'Asia/Tokyo')::date = ($1::timestamptz AT TIME ZONE 'Asia/Tokyo')::date + 1
       AND NOT EXISTS (SELECT 1 FROM mail_outbox WHERE cause_key = 'konbini-reminder:' || stripe_payment_intent_id)
     LIMIT 500`,
    [now.toISOString()],
  );
  let reminded = 0;
  for (const p of due) {
    const wrote = await services.db.transaction((tx) =>
      enqueueMailToListener(tx, p.listener_id, {
        cause: `konbini-reminder:${p.stripe_payment_intent_id}`,
        template: 'konbini-reminder',
        data: {
          item: points(p.amount),
          yen: p.price,
          expiresAt: new Date(p.konbini_expires_at).toISOString(),
          voucherUrl: p.konbini_voucher_url,
        },
      }),
    );
    if (wrote) reminded++;
  }
  return { checked: due.length, reminded };
}
