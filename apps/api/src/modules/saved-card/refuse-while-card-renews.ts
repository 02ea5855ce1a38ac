import { ErrorCode } from '@fan/shared';
import type { Queryable } from '../../db/db';
import { appError } from '../../lib/domain-error';
import { listCardRenewals } from '../memberships/memberships.repository';

/**
 * The saved card is the one card every card membership renews on: deleting it while one of them will
 * renew would leave a renewal that can only fail. The fan is told which memberships, and that
 * registering another card (which moves them) or canceling them lets the card go
 * (docs/decisions/027-lifecycle-paths.md).
 */
export async function refuseWhileCardRenews(db: Queryable, listenerId: number): Promise<void> {
  const names = await listCardRenewals(db, listenerId);
  if (names.length === 0) return;
  throw appError(
    ErrorCode.Conflict,
    `このカードで更新されるメンバーシップがあるため削除できません（${names.join('、')}）。別のカードを登録するか、メンバーシップを解約してから削除してください。`,
    { reason: 'CARD_RENEWS_MEMBERSHIPS', memberships: names },
  );
}
