import type { Queryable } from '../../db/db';

/** Called inside the forgetting transaction, with the address it is about to forget (the 退会 mail). */
export type OnDeleted = (
  tx: Queryable,
  deleted: { listenerId: number; projectId: string; email: string | null },
) => Promise<void>;

/**
 * One transaction: the listener's e-mail addresses, name, birth date, gender and identity ids removed
 * from every table that holds them, while the row itself stays as the anonymous listener its ledger
 * entries, payments and member cards point at (decision 050). The memberships end; their serial
 * numbers stay taken (UNIQUE per creator), so none is issued again. Its `firebase_uid` becomes
 * `deleted:<id>`: the same address signing up again is a new Firebase account and a new listener.
 */
export async function forgetListener(
  tx: Queryable,
  listenerId: number,
  onDeleted?: OnDeleted,
): Promise<void> {
  const [listener] = await tx.query<{
    project_id: string;
    email: string | null;
    identity_email: string | null;
  }>('SELECT project_id, email, identity_email FROM listeners WHERE id = $1 FOR UPDATE', [listenerId]);
  if (!listener) throw new Error(`listener ${listenerId} not found`);
  // The single place the "退会 done" mail is written (the outbox row, in this transaction).
  await onDeleted?.(tx, { listenerId, projectId: listener.project_id, email: listener.email });

  const addresses = [listener.email, listener.identity_email].filter((a): a is string => !!a);
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
