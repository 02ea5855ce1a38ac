import { z } from 'zod';
import { audit } from './audit';
import { ensureProject } from '../modules/system/projects.repository';
import type { OpsContext } from './context';
import { parseInput } from './input';

const SetUp = z.object({ name: z.string().trim().min(1).max(100) });

/** Creates (or renames) the project the operator holds the role for: the first call on an empty database. */
export async function setUpProject(ctx: OpsContext, raw: unknown) {
  const { name } = parseInput(SetUp, raw);
  return ctx.db.transaction(async (tx) => {
    const project = await ensureProject(tx, ctx.projectId, name);
    await audit(ctx, tx, {
      action: 'setUpProject',
      target: `project:${project.id}`,
      input: { name },
      after: project,
    });
    return project;
  });
}
