import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { conflict, notFound } from '../../lib/domain-error';
import { isUniqueViolation } from '../../ledger/ledger-errors';
import { postEntries } from '../../ledger/post-entries';
import { findOpsPointType } from '../../modules/catalog/point-types.repository';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { findOperation } from '../../ledger/ledger.repository';
import {
  approvalRequired,
  checkGrantBounds,
  lockGrantBounds,
  refuseOwnAccount,
} from '../approvals/money-bounds';
import type { ApprovalRow } from '../approvals/approvals.repository';
import { parseInput } from '../input/parse-input';
import { findFanById } from './support.repository';

const Grant = z.object({
  fanId: z.number().int().positive(),
  pointTypeId: z.number().int().positive(),
  amount: z.number().int().min(1).max(100_000),
  /** Shown to the fan in their history, and kept in the audit log. */
  reason: z.string().trim().min(1).max(60),
  /** The same key grants once (a retried command posts nothing more). */
  idempotencyKey: z.string().trim().min(8).max(100).nullish(),
});

/**
 * Free points from support: an `adjustment` entry in the fan's ledger, audited. Within the bounds
 * (approvals/money-bounds.ts), or carried out by a second operator's approval of a request (then
 * keyed by the request, so it posts once however often it is approved). The bounds are read and the
 * entry posted in one transaction under the operator's and the fan's grant locks, so grants at the
 * same moment, on any instance, are counted one after another; a grant over a cap commits only its
 * request for approval.
 */
export async function grantPoints(ctx: OpsContext, raw: unknown, approved: ApprovalRow | null = null) {
  const input = parseInput(Grant, raw);
  const fan = await findFanById(ctx.db, ctx.projectId, input.fanId);
  if (!fan) throw notFound(`fan ${input.fanId} not found`);
  const type = await findOpsPointType(ctx.db, ctx.projectId, input.pointTypeId);
  if (!type) throw notFound(`point type ${input.pointTypeId} not found`);
  refuseOwnAccount(ctx, fan);
  const key = approved ? `ops-approval:${approved.id}` : `ops-grant:${input.idempotencyKey ?? randomUUID()}`;
  const name = `運営からの付与（${input.reason}）`;
  const post = () =>
    ctx.db.transaction(async (tx) => {
      // Approved grants take the locks too: they post uncapped, but count in the next grant's check.
      await lockGrantBounds(tx, ctx.projectId, ctx.operator.uid, fan.id);
      // A repeat of a posted key answers its first grant below, however full the caps are now.
      const repeat = (await findOperation(tx, ctx.projectId, key)).length > 0;
      if (!approved && !repeat) {
        const request = await checkGrantBounds(ctx, tx, fan, input);
        if (request) return { held: true as const, request };
      }
      const result = await postEntries(tx, {
        projectId: ctx.projectId,
        listenerId: fan.id,
        tierTypeId: type.id,
        kind: 'adjustment',
        name,
        reference: key,
        occurredAt: ctx.now(),
        operationKey: key,
        plan: () => [{ bucket: 'free', amount: input.amount }],
      });
      const entry = result.entries[0]!;
      // A repeated key answers its first grant only when it is the same grant: the key reused for
      // another fan, point type, amount or reason is refused, nothing posted.
      if (
        !result.posted &&
        (result.entries.length !== 1 ||
          entry.kind !== 'adjustment' ||
          entry.listener_id !== fan.id ||
          entry.tier_type_id !== type.id ||
          entry.amount !== input.amount ||
          entry.name !== name)
      )
        throw conflict('this idempotency key was already used for another grant; nothing was granted');
      // A repeated key posts nothing; the call is still recorded, as a repeat.
      await audit(ctx, tx, {
        action: 'grantPoints',
        target: `fan:${fan.id}`,
        input: approved ? { ...input, approval: approved.id, requestedBy: approved.requested_by } : input,
        before: result.posted
          ? { paid: result.balance.paid, free: result.balance.free - input.amount }
          : null,
        after: { ...result.balance, entryId: entry.id, posted: result.posted },
      });
      return { held: false as const, posted: result.posted, entryId: entry.id, balance: result.balance };
    });
  const done = async () => {
    const outcome = await post();
    // The request for approval committed with nothing posted; the call is refused now.
    if (outcome.held) throw approvalRequired(outcome.request);
    const { held: _held, ...granted } = outcome;
    return granted;
  };
  // The same key sent at the same moment for two balances (two fans, two point types) is not
  // serialised by the balance lock: the second insert meets the first's UNIQUE key, and the retry
  // reads the first grant (the same one, or CONFLICT).
  try {
    return await done();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return done();
  }
}
