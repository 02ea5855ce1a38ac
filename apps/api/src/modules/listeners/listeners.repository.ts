import type { Queryable } from '../../db/db';

export interface ListenerRow {
  id: number;
  project_id: string;
  firebase_uid: string;
  email: string | null;
  name: string;
  birth_date: string | null;
  gender: 'male' | 'female' | 'other' | 'unanswered' | null;
  /** The identity provider's e-mail when we last saw it (see follow-identity-email.ts). */
  identity_email: string | null;
  /**
   * The listener's membership version (migration 0019) as read with the row at the start of the
   * request; only the per-request lookup (findListenerByUid) reads it.
   */
  membership_version?: string | null;
}

const COLUMNS = `id, project_id, firebase_uid, email, name, to_char(birth_date, 'YYYY-MM-DD') AS birth_date, gender, identity_email`;

const BY_UID = `SELECT ${COLUMNS},
  (SELECT v.version::text FROM listener_membership_versions v WHERE v.listener_id = listeners.id)
    AS membership_version
  FROM listeners`;

export async function findListenerByUid(
  db: Queryable,
  projectId: string,
  uid: string,
): Promise<ListenerRow | null> {
  const rows = await db.query<ListenerRow>(`${BY_UID} WHERE project_id = $1 AND firebase_uid = $2`, [
    projectId,
    uid,
  ]);
  return rows[0] ?? null;
}

/** Several listeners by (project, uid) in one statement, as findListenerByUid reads each. */
export async function findListenersByUid(
  db: Queryable,
  keys: readonly { projectId: string; uid: string }[],
): Promise<ListenerRow[]> {
  return db.query<ListenerRow>(
    `${BY_UID} WHERE (project_id, firebase_uid) IN (SELECT * FROM unnest($1::text[], $2::text[]))`,
    [keys.map((k) => k.projectId), keys.map((k) => k.uid)],
  );
}

export async function findListenerById(db: Queryable, id: number): Promise<ListenerRow | null> {
  const rows = await db.query<ListenerRow>(`SELECT ${COLUMNS} FROM listeners WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Creates the listener on first sign-in; later calls return the existing row unchanged. */
export async function upsertListener(
  db: Queryable,
  input: { projectId: string; uid: string; email: string; name: string },
): Promise<ListenerRow> {
  await db.query(
    `INSERT INTO listeners (project_id, firebase_uid, email, identity_email, name) VALUES ($1, $2, $3, $3, $4)
     ON CONFLICT (project_id, firebase_uid) DO NOTHING`,
    [input.projectId, input.uid, input.email, input.name],
  );
  const row = await findListenerByUid(db, input.projectId, input.uid);
  if (!row) throw new Error('listener vanished after upsert');
  return row;
}

export interface ListenerChanges {
  name?: string;
  email?: string;
  birthDate?: string | null;
  gender?: ListenerRow['gender'];
}

export async function updateListener(
  db: Queryable,
  id: number,
  changes: ListenerChanges,
): Promise<ListenerRow> {
  const sets: string[] = [];
  const params: unknown[] = [];
  const set = (column: string, value: unknown) => {
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  };
  if (changes.name !== undefined) set('name', changes.name);
  if (changes.email !== undefined) set('email', changes.email);
  if (changes.birthDate !== undefined) set('birth_date', changes.birthDate);
  if (changes.gender !== undefined) set('gender', changes.gender);
  params.push(id);
  const rows = await db.query<ListenerRow>(
    `UPDATE listeners SET ${[...sets, 'updated_at = now()'].join(', ')} WHERE id = $${params.length}
     RETURNING ${COLUMNS}`,
    params,
  );
  if (!rows[0]) throw new Error(`listener ${id} not found`);
  return rows[0];
}

/** Sign-ins recorded in the last `seconds`, after locking the listener so concurrent counts queue. */
export async function countRecentSignIns(
  db: Queryable,
  listenerId: number,
  seconds: number,
): Promise<number> {
  await db.query('SELECT id FROM listeners WHERE id = $1 FOR UPDATE', [listenerId]);
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM listener_sign_ins
      WHERE listener_id = $1 AND signed_in_at > now() - make_interval(secs => $2)`,
    [listenerId, seconds],
  );
  return row?.n ?? 0;
}

export async function recordSignIn(
  db: Queryable,
  input: { listenerId: number; projectId: string; provider: string; email: string; platform: string },
): Promise<void> {
  await db.query(
    `INSERT INTO listener_sign_ins (listener_id, project_id, provider, email, platform) VALUES ($1, $2, $3, $4, $5)`,
    [input.listenerId, input.projectId, input.provider, input.email, input.platform],
  );
  await db.query(
    `INSERT INTO listener_providers (listener_id, provider) VALUES ($1, $2)
     ON CONFLICT (listener_id, provider) DO UPDATE SET last_used_at = now()`,
    [input.listenerId, input.provider],
  );
}

/**
 * Moves the contact e-mail to a new identity e-mail. Conditional, so of concurrent requests only one
 * sees the change (returns null when another request already applied it).
 */
export async function setIdentityEmail(
  db: Queryable,
  id: number,
  email: string,
): Promise<ListenerRow | null> {
  const rows = await db.query<ListenerRow>(
    `UPDATE listeners SET email = $2, identity_email = $2, updated_at = now()
     WHERE id = $1 AND identity_email IS DISTINCT FROM $2 RETURNING ${COLUMNS}`,
    [id, email],
  );
  return rows[0] ?? null;
}
