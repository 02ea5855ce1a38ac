import type Stripe from 'stripe';
import type { Services } from '../../../services';
import { renewalOutcomes } from '../../../lib/metrics';
import type { MembershipRow } from '../memberships.repository';
import { mailMembershipKonbiniExpired, mailMembershipKonbiniIssued } from '../membership-mails';
import { invoiceIntent } from '../stripe/invoice-intent';
import { voidUnlessPaid } from '../stripe/void-unless-paid';
import { isUnpaidRenewal, renewalDeadline } from './renewal-deadline';
import {
  listOpenRenewals,
  settleRenewals,
  upsertOpenRenewal,
  type RenewalMethod,
} from './unpaid-renewals.repository';

type RenewalServices = Pick<Services, 'db' | 'stripe' | 'config'>;

/**
 * Brings a member's unpaid renewals to the subscription's state, read back from Stripe: the latest
 * renewal invoice unpaid is open (amount, deadline, next retry, 3-D Secure, voucher); an invoice paid
 * since is recovered; when the subscription has ended, what was open ended with it. Idempotent: each
 * transition is counted once, by whichever webhook or instance makes it.
 */
export async function convergeRenewal(
  services: RenewalServices,
  membership: MembershipRow,
  sub: Stripe.Subscription,
  ended: boolean,
): Promise<void> {
  const latest = sub.latest_invoice as Stripe.Invoice | null;
  const method: RenewalMethod = sub.collection_method === 'send_invoice' ? 'konbini' : 'card';
  if (!ended && isUnpaidRenewal(latest)) {
    const full = await services.stripe.invoices.retrieve(latest.id!, {
      expand: ['payments.data.payment.payment_intent'],
    });
    const open = {
      invoice_id: full.id!,
      membership_id: membership.id,
      listener_id: membership.listener_id,
      method,
      amount: full.amount_remaining,
      renewal_at: new Date(full.created * 1000),
      ends_at: renewalDeadline(full, services.config.CARD_RETRY_DAYS),
      next_retry_at: full.next_payment_attempt ? new Date(full.next_payment_attempt * 1000) : null,
      requires_action: method === 'card' && intentOf(full)?.status === 'requires_action',
      voucher_url: method === 'konbini' ? (full.hosted_invoice_url ?? null) : null,
      test_clock: typeof sub.test_clock === 'string' ? sub.test_clock : (sub.test_clock?.id ?? null),
    };
    // A konbini renewal's invoice page is mailed in the transaction that records it, once.
    const inserted = await services.db.transaction(async (tx) => {
      const isNew = await upsertOpenRenewal(tx, open);
      if (isNew && open.voucher_url)
        await mailMembershipKonbiniIssued(tx, membership, {
          id: open.invoice_id,
          yen: open.amount,
          dueAt: open.ends_at,
          pageUrl: open.voucher_url,
        });
      return isNew;
    });
    if (inserted) renewalOutcomes.inc({ method, outcome: 'unpaid' });
  }
  for (const renewal of await listOpenRenewals(services.db, membership.listener_id, membership.id)) {
    if (!ended && isUnpaidRenewal(latest) && latest.id === renewal.invoice_id) continue;
    let invoice: Stripe.Invoice = await services.stripe.invoices.retrieve(renewal.invoice_id);
    // An ended membership's invoice must never take money later (a hosted page, an e-mailed link):
    // Stripe leaves it open when it cancels, so it is voided (https://docs.stripe.com/api/invoices/void).
    if (ended && invoice.status === 'open') invoice = await voidUnlessPaid(services.stripe, invoice.id!);
    const outcome =
      invoice.status === 'paid' ? 'recovered' : ended || invoice.status !== 'open' ? 'ended' : null;
    if (!outcome) continue;
    const settled = await services.db.transaction(async (tx) => {
      const rows = await settleRenewals(tx, membership.id, outcome, [renewal.invoice_id]);
      // An unpaid konbini renewal closed: the membership ends, nothing was charged (once, with the row).
      for (const r of rows)
        if (r.method === 'konbini' && outcome === 'ended')
          await mailMembershipKonbiniExpired(tx, membership, {
            id: r.invoice_id,
            yen: r.amount,
            dueAt: r.ends_at,
            renewal: true,
          });
      return rows;
    });
    for (const r of settled) renewalOutcomes.inc({ method: r.method, outcome });
  }
}

/** The invoice's PaymentIntent (`payments.data.payment.payment_intent` expanded). */
export function intentOf(invoice: Stripe.Invoice): Stripe.PaymentIntent | null {
  const intent = invoiceIntent(invoice);
  return typeof intent === 'object' ? intent : null;
}
