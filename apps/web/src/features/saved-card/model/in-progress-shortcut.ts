import type { InProgressPayment } from '../../../lib/storage';
import * as ja from '../../../messages/ja';

export interface InProgressShortcut {
  label: string;
  to: string;
  state: Record<string, string>;
}

/** Spec section 3: the payment the fan left to manage their card, if its keys are all there. */
export function inProgressShortcut(p: InProgressPayment): InProgressShortcut | null {
  if (p.type === 'point' && p.tierId) {
    return { label: ja.card.backToPoints, to: '/payments/points', state: { tierId: p.tierId } };
  }
  if (p.type === 'membership' && p.contributorId && p.subscriptionTierId) {
    return {
      label: ja.card.backToMembership,
      to: '/payments/memberships',
      state: { contributorId: p.contributorId, subscriptionTierId: p.subscriptionTierId },
    };
  }
  return null;
}
