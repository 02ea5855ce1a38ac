import { z } from 'zod';
import { notFound } from '../../lib/domain-error';
import { deleteListenerAccount } from '../../modules/account-deletion/delete-listener-account';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { findFanById } from './support.repository';

const DeleteFan = z.object({
  fanId: z.number().int().positive(),
  /** Why: the fan's mail asking for it (a ticket or the date), kept in the audit log. */
  reason: z.string().trim().min(1).max(200),
});

/**
 * 退会 for a fan who asks by mail (decision 050): the same deletion as the fan's own tap, run for
 * them. The request is audited before the deletion starts (the deletion's own row names the operator),
 * so a deletion interrupted half-way still has its audit row, and the reconciler finishes it.
 */
export async function deleteFanAccount(ctx: OpsContext, raw: unknown) {
  const input = parseInput(DeleteFan, raw);
  const fan = await findFanById(ctx.db, ctx.projectId, input.fanId);
  if (!fan) throw notFound(`fan ${input.fanId} not found`);
  if (!fan.deleted_at)
    await audit(ctx, ctx.db, {
      action: 'deleteFanAccount',
      target: `fan:${fan.id}`,
      input,
      before: { id: fan.id, createdAt: fan.created_at },
    });
  await deleteListenerAccount(ctx, fan.id, { by: `operator:${ctx.operator.uid}` });
  return (await findFanById(ctx.db, ctx.projectId, fan.id))!;
}
