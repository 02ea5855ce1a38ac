import type { Queryable } from '../../db/db';
import { enqueueMail } from '../mail/enqueue-mail';
import { ACCOUNT_DELETED, forgetMailTo } from '../mail/outbox.repository';
import { postEntries } from '../../ledger/post-entries';

/**
 * One transaction: the listener's e-mail addresses, name, birth date, gender and identity ids removed
 * from every table that holds them, while the row itself stays as the anonymous listener its ledger
 * entries, payments and member cards point at (decision 050). The memberships end; their serial
 * numbers stay taken (UNIQUE per creator), so none is issued again. Its `firebase_uid` becomes
 * `deleted:<id>`: the same address signing up again is a new Firebase account and a new listener.
 */
export async function forgetListener(tx: Queryable, listenerId: number, now: Date): Promise<void> {
  const [listener] = await tx.query<{
    project_id: string;
    email: string | null;
    identity_email: string | null;
  }>('SELECT project_id, email, identity_email FROM listeners WHERE id = $1 FOR UPDATE', [listenerId]);
  if (!listener) throw new Error(`listener ${listenerId} not found`);
  const addresses = [listener.email, listener.identity_email].filter((a): a is string => !!a);
  // The 退会 mail, to the verified address, written in this transaction; the outbox keeps the address
  // only until SMTP has it (markSent), and forgets it on the fan's earlier mail now.
  const cause = `account-deleted:${listenerId}`;
  const to = listener.identity_email ?? listener.email;
  if (to)
    await enqueueMail(tx, {
      cause,
      to,
      projectId: listener.project_id,
      template: ACCOUNT_DELETED,
      data: { deletedAt: now.toISOString() },
    });
  await forgetMailTo(tx, addresses, cause);
  await forfeitPoints(tx, listener.project_id, listenerId, now);
  // What was sent to Stripe: the customer's creation parameters carry the e-mail and name.
  await tx.query(
    `UPDATE stripe_sent_params SET params = params - 'email' - 'name'
      WHERE idempotency_key IN (SELECT 'customer-create-' || create_key FROM payment_customers WHERE listener_id = $1)
         OR EXISTS (SELECT 1 FROM unnest($2::text[]) a WHERE position(lower(a) IN lower(params::text)) > 0)`,
    [listenerId, addresses],
  );
  await tx.query('UPDATE payment_customers SET email = NULL, updated_at = now() WHERE listener_id = $1', [
    listenerId,
  ]);
  await tx.query('DELETE FROM saved_cards WHERE listener_id = $1', [listenerId]);
  await tx.query('DELETE FROM listener_sign_ins WHERE listener_id = $1', [listenerId]);
  await tx.query('DELETE FROM listener_providers WHERE listener_id = $1', [listenerId]);
  // Past requests' arguments and answers (a profile change carries the name and birth date).
  await tx.query(
    `UPDATE operation_requests SET args = NULL, result = NULL WHERE listener_id = $1 AND state <> 'running'`,
    [listenerId],
  );
  await tx.query(
    `UPDATE memberships SET status = 'ended', cancel_at_period_end = false, pending_tier_id = NULL,
       pending_price_id = NULL, pending_method = NULL, pending_stripe_subscription_id = NULL,
       pending_since = NULL, scheduled_tier_id = NULL, scheduled_price_id = NULL, updated_at = now()
      WHERE listener_id = $1 AND platform = 'web' AND status = 'active'`,
    [listenerId],
  );
  await tx.query(
    `UPDATE listeners SET email = NULL, identity_email = NULL, name = '', birth_date = NULL, gender = NULL,
       firebase_uid = 'deleted:' || id, deleted_at = now(), updated_at = now()
      WHERE id = $1`,
    [listenerId],
  );
}

/**
 * The unused paid and free points are forfeited (資金決済法: no refund; the 退会 page says so): one
 * ledger operation per point type, keyed by the listener, so a resumed deletion posts it once.
 */
async function forfeitPoints(tx: Queryable, projectId: string, listenerId: number, now: Date) {
  const balances = await tx.query<{ tier_type_id: number }>(
    'SELECT tier_type_id FROM point_balances WHERE listener_id = $1 AND (paid > 0 OR free > 0) ORDER BY tier_type_id FOR UPDATE',
    [listenerId],
  );
  for (const { tier_type_id } of balances)
    await postEntries(tx, {
      projectId,
      listenerId,
      tierTypeId: tier_type_id,
      kind: 'forfeit',
      name: '退会による失効',
      occurredAt: now,
      operationKey: `forfeit:${listenerId}:${tier_type_id}`,
      // Read under the balance's lock: what is left at this moment, not what the page showed.
      plan: (balance) => [
        ...(balance.paid > 0 ? [{ bucket: 'paid' as const, amount: -balance.paid, keySuffix: 'paid' }] : []),
        ...(balance.free > 0 ? [{ bucket: 'free' as const, amount: -balance.free, keySuffix: 'free' }] : []),
      ],
    });
}
