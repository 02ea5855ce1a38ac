import { ErrorCode } from '@fan/shared';
import type { Services } from '../../../services';
import { appError } from '../../../lib/domain-error';
import { findMembership } from '../memberships.repository';
import { closeUnpaidKonbini } from './close-unpaid-konbini';
import { convergeMembership } from './converge-membership';

/**
 * Registering again while a konbini voucher is pending: the old invoice is voided first, so its
 * voucher refuses payment and no money can arrive without a membership
 * (docs/decisions/009-konbini-pending-registrations.md). If it was paid meanwhile, that payment
 * gives the membership instead and the new registration is refused.
 */
export async function voidPendingKonbini(
  services: Services,
  listenerId: number,
  contributorId: number,
  inFlightSeconds: number,
): Promise<void> {
  const row = await findMembership(services.db, listenerId, contributorId);
  const subscriptionId = row?.pending_stripe_subscription_id;
  if (!row || !subscriptionId || row.pending_method !== 'konbini') return;
  const since = row.pending_since ? new Date(row.pending_since).getTime() : 0;
  if (Date.now() - since < inFlightSeconds * 1000) return; // a double submit: refused by the caller
  const outcome = await closeUnpaidKonbini(services, subscriptionId);
  await convergeMembership(services, subscriptionId);
  if (outcome === 'paid')
    throw appError(ErrorCode.Conflict, 'コンビニでのお支払いが完了しています。画面を更新してください。');
}
