// Account settings that Stripe keeps in the Dashboard (Billing > Subscriptions and emails), which
// change what happens to unpaid invoices. The sandbox keeps them with its state; operators set the
// same values on the real account (see the repo README, "Production").
// https://docs.stripe.com/invoicing/automatic-collection
// https://docs.stripe.com/api/subscriptions/object#subscription_object-status

/** What Stripe does to a subscription when collection has failed for good. */
export type FinalAction = 'cancel' | 'unpaid' | 'past_due';

export interface BillingSettings {
  /**
   * "Email finalized invoices to customers" (send_invoice only). Stripe never e-mails in test mode;
   * the sandbox puts the mail in its inbox when this is on, as live mode would send it.
   */
  invoice_emails: boolean;
  /**
   * Revenue recovery > Emails: "Send emails when card payments fail" (and "Send a Stripe-hosted link
   * for customers to confirm their payments when required"), renewals only; in the inbox as live
   * mode would send them (https://docs.stripe.com/billing/revenue-recovery/customer-emails).
   */
  failed_payment_emails: boolean;
  /** The link those e-mails carry to update the card ("use your own custom link"); null: the invoice's page. */
  payment_update_link: string | null;
  /**
   * Revenue recovery > Retries (charge_automatically): a custom retry schedule, each retry so many
   * days after the previous attempt (https://docs.stripe.com/billing/revenue-recovery/smart-retries#custom-retry-schedule).
   * The first attempt is the renewal's, when its draft finalizes an hour after the period starts
   * (draft-invoices.ts); so with [3, 2, 2] the last attempt is 7 days and 1 hour after the renewal,
   * and `next_payment_attempt` is null after it. Smart Retries (Stripe's default: "8 tries within 2
   * weeks", https://docs.stripe.com/payments/off-session-payments/smart-retries) picks its own times;
   * the sandbox models only a custom schedule, and the API must read `next_payment_attempt` rather
   * than assume one.
   */
  card_retry_days: number[];
  /**
   * Prevent failed payments: "Send emails about upcoming renewals": the renewal reminder e-mail to the
   * customer of an automatically charged subscription, `upcoming_renewal_days` before it renews
   * (https://docs.stripe.com/billing/revenue-recovery/customer-emails); in the inbox as live mode would.
   */
  upcoming_renewal_emails: boolean;
  /**
   * Prevent failed payments: "Upcoming renewal events", the days before a renewal that Stripe sends
   * `invoice.upcoming` (https://docs.stripe.com/api/events/types#event_types-invoice.upcoming: "X is
   * determined by your subscriptions settings") and the reminder e-mail. Ours: 7 (decision 047).
   */
  upcoming_renewal_days: number;
  /** Manage failed payments: the subscription's status once all retries failed. */
  card_final_action: FinalAction;
  /** Manage invoices sent to customers: days past the due date before the final action. */
  send_invoice_days_past_due: number;
  /** Manage invoices sent to customers: the subscription's status after those days. */
  send_invoice_final_action: FinalAction;
}

/** The values the repo README tells operators to configure. */
export function defaultSettings(): BillingSettings {
  return {
    invoice_emails: false,
    failed_payment_emails: true,
    payment_update_link: null,
    upcoming_renewal_emails: true,
    upcoming_renewal_days: 7,
    card_retry_days: [3, 2, 2],
    card_final_action: 'cancel',
    send_invoice_days_past_due: 30,
    send_invoice_final_action: 'cancel',
  };
}

const ACTIONS: FinalAction[] = ['cancel', 'unpaid', 'past_due'];

/** Applies a partial update; returns an error message for a bad value (nothing changes then). */
export function updateSettings(current: BillingSettings, input: Record<string, unknown>): string | null {
  const next = { ...current };
  for (const [key, value] of Object.entries(input)) {
    switch (key) {
      case 'invoice_emails':
      case 'failed_payment_emails':
      case 'upcoming_renewal_emails':
        if (typeof value !== 'boolean') return `${key} must be true or false`;
        next[key] = value;
        break;
      case 'payment_update_link':
        if (value !== null && (typeof value !== 'string' || !/^https?:\/\/\S+$/.test(value)))
          return `${key} must be an http(s) URL or null`;
        next.payment_update_link = value;
        break;
      case 'card_retry_days':
        if (!Array.isArray(value) || !value.every((d) => Number.isInteger(d) && d > 0) || value.length > 8)
          return `${key} must be a list of up to 8 whole days > 0`;
        next.card_retry_days = value as number[];
        break;
      case 'upcoming_renewal_days':
        if (!Number.isInteger(value) || (value as number) < 1 || (value as number) > 60)
          return `${key} must be a whole number of days from 1 to 60`;
        next.upcoming_renewal_days = value as number;
        break;
      case 'send_invoice_days_past_due':
        if (!Number.isInteger(value) || (value as number) < 0) return `${key} must be a whole number >= 0`;
        next.send_invoice_days_past_due = value as number;
        break;
      case 'card_final_action':
      case 'send_invoice_final_action':
        if (!ACTIONS.includes(value as FinalAction)) return `${key} must be one of ${ACTIONS.join(', ')}`;
        next[key] = value as FinalAction;
        break;
      default:
        return `unknown setting ${key}`;
    }
  }
  Object.assign(current, next);
  return null;
}
