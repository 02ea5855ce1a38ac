import type { PaymentType } from '@fan/shared';
import * as ja from '../../../messages/ja';

export type MembershipPaymentMode = 'register' | 'upgrade' | 'downgrade';

/** The screen buys a tier, or picks the period of an upgrade/downgrade (the tier's flags say which). */
export function membershipPaymentMode(tier: {
  upgradeTier: boolean;
  downgradeTier: boolean;
}): MembershipPaymentMode {
  if (tier.upgradeTier) return 'upgrade';
  if (tier.downgradeTier) return 'downgrade';
  return 'register';
}

export function membershipPaymentTitle(mode: MembershipPaymentMode, tierTitle: string): string {
  if (mode === 'upgrade') return ja.membershipPayment.upgradeTitle(tierTitle);
  if (mode === 'downgrade') return ja.membershipPayment.downgradeTitle(tierTitle);
  return ja.membershipPayment.registerTitle(tierTitle);
}

export function changePaymentType(mode: Exclude<MembershipPaymentMode, 'register'>): PaymentType {
  return mode === 'upgrade' ? 'upgrade_recurring_payment' : 'downgrade_recurring_payment';
}
