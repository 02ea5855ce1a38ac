import { ErrorCode } from '@fan/shared';
import { appError, badInput } from '../../../lib/domain-error';
import type { UnpaidRenewalRow } from './unpaid-renewals.repository';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/**
 * A renewal is paid only when the fan confirmed its amount: the total the fan saw must be the total
 * of the card renewals unpaid when the request began (docs/decisions/043). Otherwise nothing is
 * charged and the fan is shown the new total to confirm again.
 */
export function refuseUnseenRenewals(seen: number, renewals: readonly UnpaidRenewalRow[]): void {
  if (!Number.isSafeInteger(seen) || seen <= 0)
    throw badInput('amount', 'お支払いする金額が正しくありません。');
  const total = renewals.reduce((sum, r) => sum + r.amount, 0);
  if (total === seen) return;
  throw appError(
    ErrorCode.Conflict,
    total === 0
      ? '未払いの更新料金はもうありません。お支払いはしていません。'
      : `未払いの更新料金が ${yen(seen)} から ${yen(total)} に変わりました。お支払いはしていません。金額をご確認ください。`,
    { reason: 'UNPAID_RENEWALS_CHANGED', amount: total },
  );
}
