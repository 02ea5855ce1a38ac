import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import { audit } from '../audit/audit';
import type { OpsContext } from '../ops-context';
import { parseInput, uniqueOr } from '../input/parse-input';
import { insertTerms, latestScheduled } from './terms.repository';

const Publish = z.object({
  version: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,40}$/, 'letters, digits, . _ - only, at most 40'),
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().min(1).max(60_000),
  /** When it takes effect; unset: now. */
  effectiveAt: z.date().nullish(),
});

/**
 * Publishes a terms version. From `effectiveAt` on it is the project's latest terms, and the fans'
 * gate (graphql/product-gate.ts via has-approved-latest-terms.ts) sends every fan who has not
 * approved it to /terms_and_conditions once; approving records it and lets them through.
 */
export async function publishTerms(ctx: OpsContext, raw: unknown) {
  const input = parseInput(Publish, raw);
  const now = ctx.now();
  const effectiveAt = input.effectiveAt ?? now;
  return ctx.db.transaction(async (tx) => {
    const latest = await latestScheduled(tx, ctx.projectId);
    // A later version in the past would silently be the one fans "already" had to approve. The very
    // first one may be dated back (a project's terms that were in force before it came here): no fan
    // has approved anything yet, so every fan is asked either way.
    if (latest && effectiveAt.getTime() < now.getTime() - 60_000)
      throw badInput('effectiveAt', 'effectiveAt: in the past; publish now or at a later time');
    if (latest && latest.published_at.getTime() >= effectiveAt.getTime())
      throw badInput(
        'effectiveAt',
        `effectiveAt: version ${latest.version} takes effect at ${latest.published_at.toISOString()}; a new one must come later`,
      );
    const created = await uniqueOr(
      () => insertTerms(tx, ctx.projectId, { ...input, effectiveAt }),
      `terms version ${input.version} exists`,
    );
    await audit(ctx, tx, {
      action: 'publishTerms',
      target: `terms:${created.id}`,
      input: { ...input, body: `${input.body.length} characters` },
      before: latest ? { version: latest.version, published_at: latest.published_at } : null,
      after: { id: created.id, version: created.version, published_at: created.published_at },
    });
    return created;
  });
}
