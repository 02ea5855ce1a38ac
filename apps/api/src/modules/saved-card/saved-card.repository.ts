import type { Queryable } from '../../db/db';

export interface SavedCardRow {
  listener_id: number;
  stripe_payment_method_id: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
}

const COLUMNS = 'listener_id, stripe_payment_method_id, brand, last4, exp_month, exp_year, holder_name';

export async function findSavedCard(db: Queryable, listenerId: number): Promise<SavedCardRow | null> {
  const rows = await db.query<SavedCardRow>(`SELECT ${COLUMNS} FROM saved_cards WHERE listener_id = $1`, [
    listenerId,
  ]);
  return rows[0] ?? null;
}

export async function saveCard(db: Queryable, projectId: string, card: SavedCardRow): Promise<void> {
  await db.query(
    `INSERT INTO saved_cards (listener_id, project_id, stripe_payment_method_id, brand, last4, exp_month, exp_year, holder_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (listener_id) DO UPDATE SET stripe_payment_method_id = EXCLUDED.stripe_payment_method_id,
       brand = EXCLUDED.brand, last4 = EXCLUDED.last4, exp_month = EXCLUDED.exp_month, exp_year = EXCLUDED.exp_year,
       holder_name = EXCLUDED.holder_name, updated_at = now()`,
    [
      card.listener_id,
      projectId,
      card.stripe_payment_method_id,
      card.brand,
      card.last4,
      card.exp_month,
      card.exp_year,
      card.holder_name,
    ],
  );
}

/** Removes the row only if it still names this payment method (a newer card is left alone). */
export async function removeSavedCard(db: Queryable, paymentMethodId: string): Promise<number> {
  const rows = await db.query(
    'DELETE FROM saved_cards WHERE stripe_payment_method_id = $1 RETURNING listener_id',
    [paymentMethodId],
  );
  return rows.length;
}

/** Serialises card changes of one listener (the customer row is the lock). */
export async function lockCustomer(db: Queryable, listenerId: number): Promise<void> {
  await db.query('SELECT listener_id FROM payment_customers WHERE listener_id = $1 FOR UPDATE', [listenerId]);
}
