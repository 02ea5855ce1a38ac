import type { Decline } from './cards.ts';
import type { Sandbox } from './sandbox.ts';

// Decides what a card attempt does, from the test card's behaviour (see cards.ts).
export type Mode = 'setup' | 'on_session' | 'off_session' | 'invoice';
export type Outcome = { kind: 'ok' } | { kind: 'action' } | { kind: 'decline'; decline: Decline };

const AUTH_REQUIRED: Decline = {
  code: 'authentication_required',
  decline_code: 'authentication_required',
  message: 'Your card was declined. This transaction requires authentication.',
};

export function cardOutcome(sb: Sandbox, pmId: string, mode: Mode, authenticated: boolean): Outcome {
  const b = sb.state.cards[pmId] ?? { threeDS: 'none' };
  if (b.declineAlways) return { kind: 'decline', decline: b.declineAlways };
  if (!authenticated) {
    const needs =
      b.threeDS === 'always' ||
      (b.threeDS === 'setup' && (mode === 'setup' || mode === 'on_session' || !b.setUp));
    if (needs) {
      // A direct off-session charge cannot show a challenge: Stripe declines it. Invoices
      // (subscriptions) instead wait in requires_action for the customer to come back.
      return mode === 'off_session' ? { kind: 'decline', decline: AUTH_REQUIRED } : { kind: 'action' };
    }
  }
  if (mode !== 'setup' && b.declineOnCharge) return { kind: 'decline', decline: b.declineOnCharge };
  return { kind: 'ok' };
}
