import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../../db/db';

// The one-time enrolment code (decision 053): grant-operator and reset-second-factor issue it to the
// administrator, who hands it to the operator; beginSecondFactorEnrollment needs it, activation uses
// it up. 100 random bits in base32 (20 letters and digits, shown in groups of five); only its SHA-256 is
// kept (a code this long needs no slow hash), and one code per operator: a new one replaces the last.

export const ENROLLMENT_CODE_HOURS = 24;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export const normalizeEnrollmentCode = (code: string) => code.toUpperCase().replace(/[\s-]/g, '');
const hashOf = (code: string) =>
  createHash('sha256')
    .update(`enrollment-code:${normalizeEnrollmentCode(code)}`)
    .digest('hex');

function newCode(): string {
  const bytes = randomBytes(20);
  const letters = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return letters.match(/.{5}/g)!.join('-');
}

export interface IssuedEnrollmentCode {
  code: string;
  expiresAt: Date;
}

/**
 * A new enrolment code for `uid`, replacing any earlier one; a pending (never activated) secret is
 * forgotten with it, so the enrolment starts again from the code. Answers the code, shown once.
 */
export async function issueEnrollmentCode(
  db: Queryable,
  uid: string,
  now: Date,
): Promise<IssuedEnrollmentCode> {
  const code = newCode();
  const expiresAt = new Date(now.getTime() + ENROLLMENT_CODE_HOURS * 3_600_000);
  await db.query(
    `INSERT INTO operator_enrollment_codes (operator_uid, code_hash, issued_at, expires_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (operator_uid) DO UPDATE SET code_hash = excluded.code_hash, issued_at = excluded.issued_at,
       expires_at = excluded.expires_at`,
    [uid, hashOf(code), now, expiresAt],
  );
  await db.query('DELETE FROM operator_second_factors WHERE operator_uid = $1 AND activated_at IS NULL', [
    uid,
  ]);
  return { code, expiresAt };
}

/** Whether `code` is the operator's enrolment code, not yet used and not expired. */
export async function enrollmentCodeHolds(db: Queryable, uid: string, code: string, now: Date) {
  const rows = await db.query(
    'SELECT 1 FROM operator_enrollment_codes WHERE operator_uid = $1 AND code_hash = $2 AND expires_at > $3',
    [uid, hashOf(code), now],
  );
  return rows.length > 0;
}

/** Uses up the operator's enrolment code if it is still valid: whether there was one. */
export async function useUpEnrollmentCode(db: Queryable, uid: string, now: Date): Promise<boolean> {
  const rows = await db.query(
    'DELETE FROM operator_enrollment_codes WHERE operator_uid = $1 RETURNING expires_at > $2 AS valid',
    [uid, now],
  );
  return Boolean((rows[0] as { valid?: boolean } | undefined)?.valid);
}

/** Forgets the operator's enrolment code (a reset issues a new one). */
export async function dropEnrollmentCode(db: Queryable, uid: string) {
  await db.query('DELETE FROM operator_enrollment_codes WHERE operator_uid = $1', [uid]);
}
