import type { Db, Queryable } from '../db/db';
import { InsufficientPointsError, isUniqueViolation } from './ledger-errors';
import {
  addToBalance,
  findOperation,
  insertEntry,
  lockBalance,
  type Balance,
  type Bucket,
  type EntryKind,
  type EntryRow,
} from './ledger.repository';

export interface EntryDraft {
  bucket: Bucket;
  /** Positive credits, negative debits; never 0. */
  amount: number;
  /** Set when one operation posts several entries: the entry key is `<operationKey>:<suffix>`. */
  keySuffix?: string;
}

export interface Operation {
  projectId: string;
  listenerId: number;
  tierTypeId: number;
  kind: EntryKind;
  name: string;
  price?: number | null;
  reference?: string | null;
  occurredAt?: Date | null;
  /** The idempotency key of the whole operation: a repeat returns the first result. */
  operationKey: string;
  /** Decides the entries from the balance read under the lock. */
  plan: (balance: Balance) => EntryDraft[];
  /** Runs in the same transaction once the entries are posted (not on a repeat): e.g. its mail. */
  onPosted?: (tx: Queryable) => Promise<unknown>;
}

export interface PostResult {
  /** false when the operation had already been posted (nothing changed now). */
  posted: boolean;
  entries: EntryRow[];
  balance: Balance;
}

/**
 * The one write path of the ledger, inside the caller's transaction: lock the balance row, return the
 * earlier result of a repeated key, refuse a debit below zero, append entries, move the balance.
 */
export async function postEntries(tx: Queryable, op: Operation): Promise<PostResult> {
  const key = { projectId: op.projectId, listenerId: op.listenerId, tierTypeId: op.tierTypeId };
  const before = await lockBalance(tx, key);
  const existing = await findOperation(tx, op.projectId, op.operationKey);
  if (existing.length > 0) return { posted: false, entries: existing, balance: before };

  const drafts = op.plan(before);
  const delta: Balance = { paid: 0, free: 0 };
  for (const d of drafts) {
    if (!Number.isSafeInteger(d.amount) || d.amount === 0)
      throw new RangeError(`bad ledger amount ${d.amount}`);
    delta[d.bucket] += d.amount;
  }
  if (drafts.length === 0) throw new RangeError('an operation posts at least one entry');
  if (before.paid + delta.paid < 0 || before.free + delta.free < 0) throw new InsufficientPointsError();

  const entries: EntryRow[] = [];
  for (const d of drafts) {
    entries.push(
      await insertEntry(tx, {
        ...key,
        kind: op.kind,
        balance: d.bucket,
        amount: d.amount,
        name: op.name,
        price: op.price ?? null,
        occurredAt: op.occurredAt ?? null,
        operationKey: op.operationKey,
        idempotencyKey: d.keySuffix ? `${op.operationKey}:${d.keySuffix}` : op.operationKey,
        reference: op.reference ?? null,
      }),
    );
  }
  const balance = await addToBalance(tx, key, delta);
  await op.onPosted?.(tx);
  return { posted: true, entries, balance };
}

/**
 * postEntries in its own transaction. The balance lock serialises repeats on one balance row; a key
 * reused on another row is caught by the UNIQUE constraint, and the retry then reads the first result.
 */
export async function postOperation(db: Db, op: Operation): Promise<PostResult> {
  try {
    return await db.transaction((tx) => postEntries(tx, op));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return db.transaction((tx) => postEntries(tx, op));
  }
}
