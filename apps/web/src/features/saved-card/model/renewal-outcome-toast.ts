import type { RenewalPaymentOutcome } from '../../../entities/renewal/model/payment-outcome';
import * as ja from '../../../messages/ja';

/**
 * The toast after the card was saved and the renewals' payment settled (decision 043): every text
 * says the card was saved, and what happened to the payment. null: the error link routes the fan.
 */
export function renewalOutcomeToast(
  outcome: RenewalPaymentOutcome | 'changed' | 'unknown' | 'routed',
  amount: number,
): string | null {
  switch (outcome) {
    case 'paid':
      return ja.renewal.savedAndPaid(amount);
    case 'declined':
      return ja.renewal.savedPayDeclined(amount);
    case 'authFailed':
      return ja.renewal.savedAuthFailed(amount);
    case 'changed':
      return ja.renewal.savedAmountChanged;
    case 'routed':
      return null;
    default:
      return ja.renewal.savedPayUnknown;
  }
}
