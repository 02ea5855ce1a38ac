import type { Queryable } from '../../db/db';

export interface CustomerRow {
  listener_id: number;
  project_id: string;
  stripe_customer_id: string | null;
  email: string | null;
  create_key: string;
}

export async function findCustomer(db: Queryable, listenerId: number): Promise<CustomerRow | null> {
  const rows = await db.query<CustomerRow>(
    'SELECT listener_id, project_id, stripe_customer_id, email, create_key FROM payment_customers WHERE listener_id = $1',
    [listenerId],
  );
  return rows[0] ?? null;
}

/** Records the intent to have a Stripe customer before Stripe is called. */
export async function insertCustomerIntent(
  db: Queryable,
  listenerId: number,
  projectId: string,
  email: string | null,
) {
  await db.query(
    `INSERT INTO payment_customers (listener_id, project_id, email) VALUES ($1, $2, $3)
     ON CONFLICT (listener_id) DO NOTHING`,
    [listenerId, projectId, email],
  );
}

/** Saves the customer id; true only for the one caller that filled the empty slot. */
export async function setStripeCustomerId(
  db: Queryable,
  listenerId: number,
  stripeCustomerId: string,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE payment_customers SET stripe_customer_id = $2, updated_at = now()
     WHERE listener_id = $1 AND stripe_customer_id IS NULL RETURNING listener_id`,
    [listenerId, stripeCustomerId],
  );
  return rows.length === 1;
}

export async function setCustomerEmail(db: Queryable, listenerId: number, email: string) {
  await db.query('UPDATE payment_customers SET email = $2, updated_at = now() WHERE listener_id = $1', [
    listenerId,
    email,
  ]);
}

/** The listeners that have a Stripe customer (the reconcile report reads Stripe per customer). */
export async function stripeCustomers(db: Queryable) {
  return db.query<{ listener_id: number; stripe_customer_id: string }>(
    'SELECT listener_id, stripe_customer_id FROM payment_customers WHERE stripe_customer_id IS NOT NULL',
  );
}
