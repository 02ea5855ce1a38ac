import { builder, PlatformEnum } from '../../graphql/builder';
import { notFound } from '../../lib/domain-error';
import { findActiveMaintenance, type MaintenanceWindow } from './maintenance.repository';
import { findLatestTerms, type TermsRow } from './terms.repository';
import { approveLatestTerms } from './approve-latest-terms';

const SystemMaintenance = builder.objectRef<MaintenanceWindow>('SystemMaintenance').implement({
  fields: (t) => ({
    windowStart: t.field({ type: 'DateTime', resolve: (w) => new Date(w.window_start) }),
    windowEnd: t.field({ type: 'DateTime', resolve: (w) => new Date(w.window_end) }),
  }),
});

const TermsAndConditions = builder.objectRef<TermsRow>('TermsAndConditions').implement({
  fields: (t) => ({
    version: t.exposeString('version'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    publishedAt: t.field({ type: 'DateTime', resolve: (r) => new Date(r.published_at) }),
  }),
});

builder.queryFields((t) => ({
  systemMaintenance: t.field({
    type: SystemMaintenance,
    nullable: true,
    description: 'The maintenance window active now for the platform, or null.',
    args: { platform: t.arg({ type: PlatformEnum, required: true }) },
    // The header's project's own windows and the platform-wide ones (decision 028).
    resolve: (_root, { platform }, ctx) => findActiveMaintenance(ctx.db, ctx.projectId, platform, ctx.now()),
  }),
  latestTermsAndConditions: t.field({
    type: TermsAndConditions,
    resolve: async (_root, _args, ctx) => {
      const listener = await ctx.requireListener();
      const terms = await findLatestTerms(ctx.db, listener.project_id, ctx.now());
      if (!terms) throw notFound('利用規約が見つかりません。');
      return terms;
    },
  }),
}));

const ApprovePayload = builder
  .objectRef<{ version: string }>('ApproveLatestTermsAndConditionsPayload')
  .implement({
    fields: (t) => ({ version: t.exposeString('version') }),
  });

builder.mutationFields((t) => ({
  approveLatestTermsAndConditions: t.field({
    type: ApprovePayload,
    resolve: async (_root, _args, ctx) => approveLatestTerms(ctx, await ctx.requireListener()),
  }),
}));
