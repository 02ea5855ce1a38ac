import type Stripe from 'stripe';
import { finalizeInvoice, subscriptionOfInvoice } from './billing.ts';
import { attemptInvoicePayment } from './collection.ts';
import { invalidRequest } from './http/errors.ts';
import type { Sandbox } from './sandbox.ts';

// Subscription invoices that Stripe keeps as drafts for about an hour (when: invoice-clock.ts), and
// finalizing a draft (automatically, or by POST /v1/invoices/:id/finalize), then collecting it.

/** The draft's automatic finalization, when due (drafts whose auto_advance is off never finalize by themselves). */
export function draftSteps(
  sb: Sandbox,
  inv: Stripe.Invoice,
  consider: (at: number, run: () => void) => void,
): void {
  const at = inv.automatically_finalizes_at;
  if (inv.status !== 'draft' || !inv.auto_advance || at === null) return;
  consider(at, () => advanceDraft(sb, inv));
}

/**
 * draft -> open, then what automatic collection does next: a charge_automatically invoice is
 * attempted (off-session, with the retry schedule after a failure: collection.ts), a send_invoice
 * one is sent (billing.ts). With `auto_advance: false` it only opens
 * (https://docs.stripe.com/invoicing/integration/automatic-advancement-collection).
 */
export function advanceDraft(sb: Sandbox, inv: Stripe.Invoice): void {
  const sub = subscriptionOfInvoice(sb, inv);
  if (!sub || inv.status !== 'draft') return;
  // "If the invoice is not in the draft state, this field will always be null."
  inv.automatically_finalizes_at = null;
  finalizeInvoice(sb, inv, sub);
  if (inv.status === 'open' && inv.auto_advance && inv.collection_method === 'charge_automatically')
    attemptInvoicePayment(sb, inv, false);
}

/**
 * POST /v1/invoices/:id/finalize (https://docs.stripe.com/api/invoices/finalize): "Stripe
 * automatically finalizes drafts before sending and attempting payment on invoices. However, if
 * you'd like to finalize a draft invoice manually, you can do so using this method." Only drafts;
 * `auto_advance` sets whether automatic collection follows. Stripe does not document its refusal's
 * wording: the contract checks only that a non-draft is refused (400, invalid_request_error).
 */
export function finalizeDraftNow(sb: Sandbox, id: string, autoAdvance: boolean | undefined): Stripe.Invoice {
  const inv = sb.get('invoices', id);
  if (inv.status !== 'draft')
    throw invalidRequest(
      `This invoice is already finalized, you can't re-finalize a non-draft invoice.`,
      undefined,
      'invoice_not_editable',
    );
  if (autoAdvance !== undefined && autoAdvance !== inv.auto_advance) {
    inv.auto_advance = autoAdvance;
    sb.changed();
  }
  advanceDraft(sb, inv);
  return inv;
}
