import { z } from 'zod';
import { badInput, notFound } from '../../lib/domain-error';
import { creatorIcon } from '../../modules/catalog/appearance';
import { forgetCatalog } from '../../modules/catalog/catalog-cache';
import { audit, auditedInsert } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput, uniqueOr } from '../input/parse-input';
import * as creators from '../../modules/catalog/creators.repository';
import { iconDataUri } from '../input/image-upload';

const Icon = z.object({ contentType: z.string(), base64: z.string() });
const Colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, '#rrggbb');
const CreateCreator = z.object({
  slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'lower-case letters, digits and -, at most 40'),
  name: z.string().trim().min(1).max(40),
  englishName: z.string().trim().min(1).max(60),
  icon: Icon.nullish(),
  /** The generated icon's gradient (from, to) when no icon is uploaded. */
  iconColors: z.tuple([Colour, Colour]).nullish(),
});
const UpdateCreator = z.object({
  id: z.number().int().positive(),
  name: z.string().trim().min(1).max(40).nullish(),
  englishName: z.string().trim().min(1).max(60).nullish(),
  icon: Icon.nullish(),
});

export async function createCreator(ctx: OpsContext, raw: unknown) {
  const input = parseInput(CreateCreator, raw);
  if (input.icon && input.iconColors)
    throw badInput('iconColors', 'iconColors: only for the generated icon, not with an upload');
  const icon = input.icon
    ? iconDataUri('icon', input.icon)
    : creatorIcon(input.englishName, input.iconColors ?? undefined);
  const entry = {
    action: 'createCreator' as const,
    target: 'creator',
    input: { ...input, icon: input.icon ? `${input.icon.contentType} upload` : 'generated' },
    shown: (row: creators.OpsCreatorRow) => ({ ...row, icon: undefined }),
  };
  const created = await auditedInsert(ctx, entry, (tx) =>
    uniqueOr(
      () => creators.insertCreator(tx, { projectId: ctx.projectId, ...input, icon }),
      `slug ${input.slug} is taken`,
    ),
  );
  forgetCatalog(ctx);
  return created;
}

export async function updateCreator(ctx: OpsContext, raw: unknown) {
  const input = parseInput(UpdateCreator, raw);
  const icon = input.icon ? iconDataUri('icon', input.icon) : null;
  const updated = await ctx.db.transaction(async (tx) => {
    const before = await creators.findCreator(tx, ctx.projectId, input.id, true);
    if (!before) throw notFound(`creator ${input.id} not found`);
    const after = await creators.updateCreator(tx, input.id, {
      name: input.name ?? before.name,
      englishName: input.englishName ?? before.english_name,
      icon: icon ?? before.icon,
    });
    await audit(ctx, tx, {
      action: 'updateCreator',
      target: `creator:${input.id}`,
      input: { ...input, icon: input.icon ? `${input.icon.contentType} upload` : undefined },
      before: { ...before, icon: icon ? '(replaced)' : undefined },
      after: { ...after, icon: undefined },
    });
    return after;
  });
  forgetCatalog(ctx);
  return updated;
}
