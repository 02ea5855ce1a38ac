import { formatJstDate, formatJstDateTime } from '../../../lib/format';
import * as ja from '../../../messages/ja';

export interface RenewalNoticeInput {
  method: 'card' | 'konbini';
  amount: number;
  continuesUntil: string;
  requiresAction: boolean;
  voucherUrl: string | null;
  membership: { name: string; currentTier: { title: string } };
}

export type RenewalAction = 'updateCard' | 'authenticate' | 'voucher';

export interface RenewalNoticeText {
  title: string;
  lines: string[];
  /** The main button first. */
  actions: RenewalAction[];
}

/**
 * What a notice says: what failed, until when the membership continues (Japan time), what to do. A
 * konbini deadline has its hour (the voucher lapses then); a card's, the day.
 */
export function renewalNotice(r: RenewalNoticeInput): RenewalNoticeText {
  const who = `${r.membership.name}（${r.membership.currentTier.title}）`;
  if (r.method === 'konbini')
    return {
      title: ja.renewal.konbiniTitle,
      lines: [
        ja.renewal.konbini(who, r.amount),
        ja.renewal.konbiniUntil(formatJstDateTime(r.continuesUntil)),
        ja.renewal.afterDeadline,
      ],
      actions: r.voucherUrl ? ['voucher'] : [],
    };
  const until = formatJstDate(r.continuesUntil);
  if (r.requiresAction)
    return {
      title: ja.renewal.actionTitle,
      lines: [ja.renewal.action(who, r.amount), ja.renewal.actionUntil(until), ja.renewal.afterDeadline],
      actions: ['authenticate', 'updateCard'],
    };
  return {
    title: ja.renewal.cardFailedTitle,
    lines: [ja.renewal.cardFailed(who, r.amount), ja.renewal.cardUntil(until), ja.renewal.afterDeadline],
    actions: ['updateCard'],
  };
}
