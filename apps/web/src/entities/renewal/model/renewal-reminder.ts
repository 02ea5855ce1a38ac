import { formatJstDate } from '../../../lib/format';
import * as ja from '../../../messages/ja';

export interface RenewalReminderInput {
  renewsAt: string;
  amount: number;
  method: 'card' | 'konbini';
  tierTitle: string;
  cardBrand?: string | null;
  cardLast4?: string | null;
}

/** The reminder's two lines: when, how much and how it renews (Japan-time date); how not to. */
export function renewalReminderLines(name: string, r: RenewalReminderInput): string[] {
  const how =
    r.method === 'konbini'
      ? ja.renewal.reminderKonbini
      : r.cardBrand && r.cardLast4
        ? ja.renewal.reminderCard(r.cardBrand.toUpperCase(), r.cardLast4)
        : ja.renewal.reminderSavedCard;
  const who = `${name}（${r.tierTitle}）`;
  return [ja.renewal.reminder(who, formatJstDate(r.renewsAt), r.amount, how), ja.renewal.reminderCancel];
}
