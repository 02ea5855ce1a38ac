import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError } from '../../lib/domain-error';
import { crashPoint } from '../../lib/crash-point';
import { findListenerById } from '../listeners/listeners.repository';
import {
  claimDeletion,
  findDeletion,
  markDeletionDone,
  recordDeletionSummary,
  type AccountDeletionRow,
} from './account-deletions.repository';
import { stopStripeBilling } from './stop-stripe-billing';
import { deleteIdentity } from './delete-identity';
import { forgetListener } from './forget-listener';

export type DeletionServices = Pick<Services, 'db' | 'stripe' | 'config' | 'identity' | 'now'>;

/** How long a second caller waits for the deletion another one is running. */
const WAIT_FOR_RUNNER_MS = 30_000;

/**
 * 退会: the one function the fan's deleteMyAccount and an operator's deletion both call. In order
 * (decision 050): money stops on Stripe first (subscriptions, open payments, cards, the customer's
 * contact), then the Firebase account goes (Apple's token revoked where linked), then one
 * transaction forgets who the listener was and marks the deletion done. Claimed under a lease, so two
 * deletions at once run once (the second waits for the first), and a crash half-way is taken over by
 * the next call or the reconciler's sweep (resume-account-deletions.ts); every step may run again.
 */
export async function deleteListenerAccount(
  services: DeletionServices,
  listenerId: number,
  options: { by: string },
): Promise<AccountDeletionRow> {
  const listener = await findListenerById(services.db, listenerId);
  if (!listener) throw appError(ErrorCode.NotFound, 'アカウントが見つかりません。');
  const { row, mine } = await claimDeletion(services.db, {
    listenerId,
    projectId: listener.project_id,
    by: options.by,
    leaseSeconds: services.config.REQUEST_LEASE_SECONDS,
  });
  if (!mine) return waitForDone(services, row);

  const stripe = await stopStripeBilling(services, listenerId);
  crashPoint('account-deletion:after-stripe');
  // A listener already forgotten has firebase_uid 'deleted:<id>': its Firebase account went before.
  const identity = listener.firebase_uid.startsWith('deleted:')
    ? { appleLinked: false }
    : await deleteIdentity(services, listener);
  await recordDeletionSummary(services.db, listenerId, { ...stripe, ...identity });
  crashPoint('account-deletion:after-identity');
  await services.db.transaction(async (tx) => {
    await forgetListener(tx, listenerId, services.now());
    await markDeletionDone(tx, listenerId);
  });
  return (await findDeletion(services.db, listenerId))!;
}

async function waitForDone(services: DeletionServices, first: AccountDeletionRow) {
  const deadline = Date.now() + WAIT_FOR_RUNNER_MS;
  let row = first;
  while (row.state === 'running' && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    row = (await findDeletion(services.db, first.listener_id)) ?? row;
  }
  if (row.state === 'done') return row;
  throw appError(ErrorCode.Conflict, '退会の手続きを進めています。しばらくしてから再度お試しください。', {
    retryable: true,
  });
}
