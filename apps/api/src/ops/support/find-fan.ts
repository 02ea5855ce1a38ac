import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import * as repo from './support.repository';

const FindFan = z.object({
  id: z.number().int().positive().nullish(),
  email: z.string().trim().email().nullish(),
});

/** Fans of the project by id or e-mail (an e-mail may match more than one sign-in identity). */
export async function findFans(ctx: OpsContext, raw: unknown): Promise<repo.FanRow[]> {
  const input = parseInput(FindFan, raw);
  if (!input.id === !input.email) throw badInput('id', 'id or email: give exactly one');
  if (input.id) {
    const fan = await repo.findFanById(ctx.db, ctx.projectId, input.id);
    return fan ? [fan] : [];
  }
  return repo.findFansByEmail(ctx.db, ctx.projectId, input.email!);
}
