import { z } from 'zod';
import { auditedInsert } from '../audit/audit';
import { ensureProject } from '../../modules/system/projects.repository';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';

const SetUp = z.object({ name: z.string().trim().min(1).max(100) });

/** Creates (or renames) the project the operator holds the role for: the first call on an empty database. */
export async function setUpProject(ctx: OpsContext, raw: unknown) {
  const { name } = parseInput(SetUp, raw);
  return auditedInsert(ctx, { action: 'setUpProject', target: 'project', input: { name } }, (tx) =>
    ensureProject(tx, ctx.projectId, name),
  );
}
