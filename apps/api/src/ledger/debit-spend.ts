import type { Db } from '../db/db';
import { InsufficientPointsError } from './ledger-errors';
import { postOperation, type EntryDraft, type PostResult } from './post-entries';
import { splitSpend } from './split-spend';

export interface DebitSpendInput {
  projectId: string;
  listenerId: number;
  tierTypeId: number;
  amount: number;
  /** What the history shows. */
  name: string;
  /** Unique per operation in the project; callers namespace client keys by listener. */
  idempotencyKey: string;
  occurredAt?: Date | null;
}

/**
 * Spends free points first, then paid: up to two entries (keys `<key>:free`, `<key>:paid`).
 * Throws InsufficientPointsError, writing nothing, when the balance is short.
 */
export function debitSpend(db: Db, input: DebitSpendInput): Promise<PostResult> {
  return postOperation(db, {
    projectId: input.projectId,
    listenerId: input.listenerId,
    tierTypeId: input.tierTypeId,
    kind: 'spend',
    name: input.name,
    occurredAt: input.occurredAt ?? null,
    operationKey: input.idempotencyKey,
    plan: (balance) => {
      const split = splitSpend(balance, input.amount);
      if (!split) throw new InsufficientPointsError();
      const drafts: EntryDraft[] = [];
      if (split.free > 0) drafts.push({ bucket: 'free', amount: -split.free, keySuffix: 'free' });
      if (split.paid > 0) drafts.push({ bucket: 'paid', amount: -split.paid, keySuffix: 'paid' });
      return drafts;
    },
  });
}
