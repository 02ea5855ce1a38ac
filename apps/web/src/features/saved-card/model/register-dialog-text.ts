import { formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';

export interface RenewalToPay {
  amount: number;
  membership: { name: string; currentTier: { title: string } };
}

export interface RegisterDialogText {
  title: string;
  lines: string[];
  /** Yen the fan confirms paying with the card: the unpaid card renewals' total (0: none). */
  amount: number;
  /** The confirm button: it names the amount when the fan chose to pay. */
  confirmLabel: (pay: boolean) => string;
}

/**
 * What the register/overwrite confirmation says (decision 043): while card renewals are unpaid, which
 * ones and how much confirming pays, so nothing is charged that the dialog did not name.
 */
export function registerDialogText(
  overwrite: boolean,
  renewals: readonly RenewalToPay[],
): RegisterDialogText {
  const amount = renewals.reduce((sum, r) => sum + r.amount, 0);
  const plain = overwrite ? ja.card.overwrite : ja.card.confirm;
  const lines: string[] = overwrite ? [ja.card.overwriteBody] : [];
  if (amount > 0) {
    const one = (r: RenewalToPay) => `${r.membership.name} ${r.membership.currentTier.title}`;
    const what =
      renewals.length === 1
        ? one(renewals[0]!)
        : renewals.map((r) => `${one(r)} ${formatYen(r.amount)}`).join('、');
    lines.push(ja.card.renewalsToPay(amount, what), ja.card.registerOnlyNote);
  }
  return {
    title: overwrite ? ja.card.overwriteTitle : ja.card.confirmTitle,
    lines,
    amount,
    confirmLabel: (pay) => (pay && amount > 0 ? ja.card.registerAndPay(amount) : plain),
  };
}
