import type { Db, Queryable } from '../db/db';
import { postOperation } from './post-entries';
import type { Balance } from './ledger.repository';

export interface CreditPurchaseInput {
  projectId: string;
  listenerId: number;
  tierTypeId: number;
  /** Points bought (> 0), credited to the paid bucket. */
  amount: number;
  /** Yen paid, shown in the history. */
  price: number;
  /** What the history shows, e.g. '1,000pt購入'. */
  name: string;
  /** 'purchase:' + the payment intent id: a re-delivered webhook credits nothing more. */
  idempotencyKey: string;
  /** e.g. the payment intent id. */
  reference?: string | null;
  occurredAt?: Date | null;
  /** In the credit's transaction, once: what else the credit causes (its mail). */
  onCredited?: (tx: Queryable) => Promise<unknown>;
}

/** Credits bought points once per key. `credited` is false when the key had already credited. */
export async function creditPurchase(
  db: Db,
  input: CreditPurchaseInput,
): Promise<{ credited: boolean; entryId: string; balance: Balance }> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError('amount must be > 0');
  if (!Number.isSafeInteger(input.price) || input.price < 0) throw new RangeError('price must be >= 0');
  const result = await postOperation(db, {
    projectId: input.projectId,
    listenerId: input.listenerId,
    tierTypeId: input.tierTypeId,
    kind: 'purchase',
    name: input.name,
    price: input.price,
    reference: input.reference ?? null,
    occurredAt: input.occurredAt ?? null,
    operationKey: input.idempotencyKey,
    plan: () => [{ bucket: 'paid', amount: input.amount }],
    onPosted: input.onCredited,
  });
  return { credited: result.posted, entryId: result.entries[0]!.id, balance: result.balance };
}
