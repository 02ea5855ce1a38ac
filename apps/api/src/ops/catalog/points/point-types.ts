import { z } from 'zod';
import { pointTypeImage } from '../../../modules/catalog/appearance';
import { iconDataUri } from '../../input/image-upload';
import { auditedInsert } from '../../audit/audit';
import type { OpsContext } from '../../ops-context';
import { parseInput, uniqueOr } from '../../input/parse-input';
import * as pointTypes from '../../../modules/catalog/point-types.repository';

const CreatePointType = z.object({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'lower-case letters, digits and _, at most 40'),
  name: z.string().trim().min(1).max(40),
  displayName: z.string().trim().min(1).max(40),
  unit: z.string().trim().min(1).max(8),
  /** The `type` a fan's promotion code form sends for this kind of point. */
  couponType: z.string().regex(/^[a-z][a-z0-9_]{0,39}$/),
  image: z.object({ contentType: z.string(), base64: z.string() }).nullish(),
});

/** A kind of point (its own balance, packages and codes). */
export async function createPointType(ctx: OpsContext, raw: unknown) {
  const input = parseInput(CreatePointType, raw);
  const image = input.image ? iconDataUri('image', input.image) : pointTypeImage();
  const audited = { ...input, image: input.image ? `${input.image.contentType} upload` : 'generated' };
  return auditedInsert(ctx, { action: 'createPointType', target: 'pointType', input: audited }, (tx) =>
    uniqueOr(
      () => pointTypes.insertPointType(tx, { ...input, projectId: ctx.projectId, image }),
      `point type ${input.key} exists`,
    ),
  );
}
