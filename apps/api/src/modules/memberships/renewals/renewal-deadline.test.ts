import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { renewalDeadline, stripeStillRetries } from './renewal-deadline';

const HOUR = 3600;
const DAY = 86_400;
const RENEWED = 1_900_000_000;

/** A card renewal finalized (first attempt) an hour after its creation. */
function cardRenewal(fields: Partial<Stripe.Invoice> = {}): Stripe.Invoice {
  return {
    collection_method: 'charge_automatically',
    created: RENEWED,
    due_date: null,
    status: 'open',
    auto_advance: true,
    next_payment_attempt: RENEWED + HOUR + 3 * DAY,
    status_transitions: { finalized_at: RENEWED + HOUR },
    ...fields,
  } as Stripe.Invoice;
}

describe('renewalDeadline', () => {
  it('card: the retry schedule counted from the first attempt, at finalization', () => {
    expect(renewalDeadline(cardRenewal(), [3, 2, 2]).getTime()).toBe((RENEWED + HOUR + 7 * DAY) * 1000);
  });

  it("card: never before Stripe's own next attempt", () => {
    const late = RENEWED + 12 * DAY;
    expect(renewalDeadline(cardRenewal({ next_payment_attempt: late }), [3, 2, 2]).getTime()).toBe(
      late * 1000,
    );
  });

  it("konbini: the invoice's due date", () => {
    const invoice = cardRenewal({ collection_method: 'send_invoice', due_date: RENEWED + 3 * DAY });
    expect(renewalDeadline(invoice, [3, 2, 2]).getTime()).toBe((RENEWED + 3 * DAY) * 1000);
  });
});

describe('stripeStillRetries', () => {
  it('while an attempt is scheduled on an open invoice with automatic collection', () => {
    expect(stripeStillRetries(cardRenewal())).toBe(true);
    expect(stripeStillRetries(cardRenewal({ next_payment_attempt: null }))).toBe(false);
    expect(stripeStillRetries(cardRenewal({ auto_advance: false }))).toBe(false);
  });
});
