import type { Queryable } from '../../db/db';

/** Records an event id; true when it was already processed (a re-delivery). */
export async function alreadyProcessed(db: Queryable, id: string, type: string): Promise<boolean> {
  await db.query('INSERT INTO stripe_events (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    id,
    type,
  ]);
  const rows = await db.query<{ processed_at: Date | null }>(
    'SELECT processed_at FROM stripe_events WHERE id = $1',
    [id],
  );
  return rows[0]?.processed_at != null;
}

export async function markProcessed(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE stripe_events SET processed_at = now() WHERE id = $1', [id]);
}
