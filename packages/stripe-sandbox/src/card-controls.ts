import { DECLINED } from './cards.ts';
import type { Sandbox } from './sandbox.ts';

/**
 * `POST /_sandbox/payment_methods/:id/charges` with `{"outcome": "succeed" | "decline"}`: the
 * sandbox's own development tool, NOT Stripe's API. In live mode a card declined for a passing
 * reason (insufficient funds, a bank's temporary block) is approved on a later attempt, which is
 * why Stripe retries failed renewals (https://docs.stripe.com/billing/revenue-recovery/smart-retries);
 * Stripe's test cards never change their answer, so a test of a renewal recovered by Stripe's own
 * retry turns the card's charges on or off here. Setup and attach are unaffected.
 */
export function setCardCharges(sb: Sandbox, pmId: string, body: string): { status: number; body: unknown } {
  const pm = sb.state.paymentMethods[pmId];
  if (!pm || pm.type !== 'card')
    return { status: 404, body: { error: { message: `No such card: ${pmId}` } } };
  let outcome: unknown;
  try {
    outcome = (JSON.parse(body || '{}') as { outcome?: unknown }).outcome;
  } catch {
    outcome = undefined;
  }
  if (outcome !== 'succeed' && outcome !== 'decline')
    return { status: 400, body: { error: { message: 'outcome must be "succeed" or "decline"' } } };
  const behaviour = (sb.state.cards[pmId] ??= { threeDS: 'none' });
  if (outcome === 'succeed') delete behaviour.declineOnCharge;
  else behaviour.declineOnCharge = DECLINED;
  sb.changed();
  return { status: 200, body: { id: pmId, charges: outcome } };
}
