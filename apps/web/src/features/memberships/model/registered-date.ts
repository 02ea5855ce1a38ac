import { membershipDateLabel } from '@fan/shared';
import * as ja from '../../../messages/ja';
import { formatSlashDate } from './slash-date';

export interface RegisteredDate {
  text: string;
  red: boolean;
}

/** '次回更新日 …' or '有効期限 …' (red when canceled and expiring soon); null for a free plan. */
export function registeredDate(v: {
  willBeCanceled: boolean;
  willBeExpiredSoon: boolean;
  currentPeriodExpiresDate: string | null;
}): RegisteredDate | null {
  if (!v.currentPeriodExpiresDate) return null;
  const label = membershipDateLabel(v.willBeCanceled, v.willBeExpiredSoon);
  const date = formatSlashDate(v.currentPeriodExpiresDate);
  return {
    text: label.kind === 'expiry' ? ja.memberships.expiry(date) : ja.memberships.renewal(date),
    red: label.red,
  };
}
