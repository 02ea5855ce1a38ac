import type { InProgressPayment } from '../../../lib/storage';

/** アプリに戻る: back to the part of the app the payment started from (keys of spec section 3). */
export function backToAppPath(p: Pick<InProgressPayment, 'type'>): string {
  if (p.type === 'point') return '/points';
  if (p.type === 'membership') return '/memberships?tab=registered';
  return '/home';
}
