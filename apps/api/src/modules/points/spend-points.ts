import { ErrorCode } from '@fan/shared';
import type { Services } from '../../services';
import { appError, badInput, notFound } from '../../lib/domain-error';
import { debitSpend } from '../../ledger/debit-spend';
import { InsufficientPointsError } from '../../ledger/ledger-errors';
import type { ListenerRow } from '../listeners/listeners.repository';
import { listPointTypes, type PointTypeRow } from './points.repository';

export const SPEND_MAX_AMOUNT = 1_000_000;

interface SpendInput {
  tierTypeId: number;
  amount: number;
  reason: string;
  idempotencyKey: string;
}

/** Spends points (free first, then paid) once per idempotency key; returns the tier type's balances. */
export async function spendPoints(
  services: Services,
  listener: ListenerRow,
  input: SpendInput,
): Promise<PointTypeRow> {
  if (!Number.isInteger(input.amount) || input.amount < 1 || input.amount > SPEND_MAX_AMOUNT)
    throw badInput('amount', 'ポイント数は1以上1,000,000以下で指定してください。');
  const reason = input.reason.trim();
  if (reason.length < 1 || reason.length > 100)
    throw badInput('reason', '利用内容は1文字以上100文字以内です。');
  if (input.idempotencyKey.length < 8 || input.idempotencyKey.length > 100)
    throw badInput('idempotencyKey', '操作キーは8文字以上100文字以内です。');
  const load = () => listPointTypes(services.db, listener.project_id, listener.id, input.tierTypeId);
  if ((await load()).length === 0) throw notFound('ポイントの種類が見つかりません。');

  try {
    const result = await debitSpend(services.db, {
      projectId: listener.project_id,
      listenerId: listener.id,
      tierTypeId: input.tierTypeId,
      amount: input.amount,
      name: reason,
      // Client keys are namespaced by listener, so two listeners' keys never collide.
      idempotencyKey: `spend:${listener.id}:${input.idempotencyKey}`,
      occurredAt: services.now(),
    });
    const spent = -result.entries.reduce((sum, e) => sum + e.amount, 0);
    const sameOperation = result.entries.every((e) => e.tier_type_id === input.tierTypeId);
    if (!result.posted && (spent !== input.amount || !sameOperation))
      throw appError(ErrorCode.Conflict, 'この操作キーはすでに別の内容で使われています。');
  } catch (error) {
    if (error instanceof InsufficientPointsError) throw badInput('amount', 'ポイントが不足しています。');
    throw error;
  }
  return (await load())[0]!;
}
