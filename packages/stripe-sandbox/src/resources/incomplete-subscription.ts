import type Stripe from 'stripe';
import { invalidRequest } from '../http/errors.ts';
import type { Params } from '../http/form.ts';

// "For collection_method=charge_automatically a subscription moves into incomplete if the initial
// payment attempt fails. A subscription in this status can only have metadata and default_source
// updated." (https://docs.stripe.com/api/subscriptions/object#subscription_object-status)
// Stripe's exact message is not documented; the refusal is a 400 invalid_request_error naming the
// first other parameter, and nothing changes.

const UPDATABLE_WHILE_INCOMPLETE = new Set(['metadata', 'default_source', 'expand']);

export function checkIncompleteUpdate(sub: Stripe.Subscription, p: Params): void {
  if (sub.status !== 'incomplete') return;
  const refused = Object.keys(p).find((key) => !UPDATABLE_WHILE_INCOMPLETE.has(key));
  if (refused)
    throw invalidRequest(
      `This subscription is \`incomplete\`: until its first invoice is paid it can only have its \`metadata\` and \`default_source\` updated, not \`${refused}\`.`,
      refused,
    );
}
