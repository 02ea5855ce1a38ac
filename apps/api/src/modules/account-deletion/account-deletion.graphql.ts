import { builder } from '../../graphql/builder';
import { oncePerTap } from '../../graphql/once-per-tap';
import { deleteListenerAccount } from './delete-listener-account';
import { deletionPreview, type DeletionPreview } from './deletion-preview';
import { exportMyData } from './export-my-data';
import { requireRecentSignIn } from './recent-sign-in';

type PreviewMembership = DeletionPreview['memberships'][number];
type PreviewPoints = DeletionPreview['points'][number];

const DeletionMembership = builder.objectRef<PreviewMembership>('AccountDeletionMembership').implement({
  fields: (t) => ({
    creatorName: t.exposeString('creatorName'),
    tierTitle: t.exposeString('tierTitle'),
    platform: t.exposeString('platform', {
      description: "'web' ends at 退会; 'ios' continues in the App Store",
    }),
    paid: t.exposeBoolean('paid'),
    currentPeriodEnd: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (m) => (m.currentPeriodEnd ? new Date(m.currentPeriodEnd) : null),
    }),
  }),
});

const DeletionPoints = builder.objectRef<PreviewPoints>('AccountDeletionPoints').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    unit: t.exposeString('unit'),
    paid: t.exposeInt('paid'),
    free: t.exposeInt('free'),
  }),
});

const DeletionCard = builder.objectRef<{ brand: string; last4: string }>('AccountDeletionCard').implement({
  fields: (t) => ({ brand: t.exposeString('brand'), last4: t.exposeString('last4') }),
});

const DeletionPreviewRef = builder.objectRef<DeletionPreview>('AccountDeletionPreview').implement({
  description: "What 退会 does with this fan's memberships, points and saved card.",
  fields: (t) => ({
    memberships: t.field({ type: [DeletionMembership], resolve: (p) => p.memberships }),
    points: t.field({ type: [DeletionPoints], resolve: (p) => p.points }),
    savedCard: t.field({ type: DeletionCard, nullable: true, resolve: (p) => p.savedCard }),
  }),
});

const DeleteMyAccountPayload = builder.objectRef<{ deletedAt: string }>('DeleteMyAccountPayload').implement({
  fields: (t) => ({ deletedAt: t.field({ type: 'DateTime', resolve: (p) => new Date(p.deletedAt) }) }),
});

builder.queryFields((t) => ({
  accountDeletionPreview: t.field({
    type: DeletionPreviewRef,
    resolve: async (_root, _args, ctx) => deletionPreview(ctx.db, (await ctx.requireListener()).id),
  }),
  myDataExport: t.string({
    description: "The fan's data as one JSON document (profile, memberships, points, payments).",
    resolve: async (_root, _args, ctx) => exportMyData(ctx.db, (await ctx.requireListener()).id, ctx.now()),
  }),
}));

builder.mutationFields((t) => ({
  deleteMyAccount: t.field({
    type: DeleteMyAccountPayload,
    description: '退会. Needs a sign-in within 5 minutes (else REQUIRES_RECENT_SIGN_IN); one per key.',
    args: { idempotencyKey: t.arg.string({ required: true }) },
    resolve: async (_root, { idempotencyKey }, ctx) => {
      await requireRecentSignIn(ctx, ctx.idToken);
      return oncePerTap(ctx, 'deleteMyAccount', {}, idempotencyKey, async (listener) => {
        const row = await deleteListenerAccount(ctx, listener.id, { by: 'listener' });
        return { deletedAt: row.done_at! };
      });
    },
  }),
}));
