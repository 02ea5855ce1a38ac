import { builder } from '../../../graphql/builder';
import { oncePerTap, tapKeyArg } from '../../../graphql/once-per-tap';
import { cancelFreeSubscription } from './cancel-free-subscription';
import { createFreeSubscription } from './create-free-subscription';
import { loadMembershipViews } from '../reads/membership-view';
import { SubscriptionMembership } from '../reads/membership.graphql';

builder.mutationFields((t) => ({
  createFreeSubscription: t.field({
    type: SubscriptionMembership,
    args: { contributorId: t.arg.int({ required: true }), idempotencyKey: tapKeyArg(t.arg) },
    resolve: async (_root, { contributorId, idempotencyKey }, ctx) => {
      // runOnce keeps no view (null): the membership is read afresh, for a first call and a repeat alike.
      await oncePerTap(ctx, 'createFreeSubscription', contributorId, idempotencyKey, async (listener) => {
        await createFreeSubscription(ctx, listener, contributorId);
        return null;
      });
      return (await loadMembershipViews(ctx, await ctx.requireListener(), ctx.now(), [contributorId]))[0]!;
    },
  }),
  cancelFreeSubscription: t.field({
    type: SubscriptionMembership,
    nullable: true,
    description: 'null: the membership has ended',
    args: { contributorId: t.arg.int({ required: true }) },
    resolve: async (_root, { contributorId }, ctx) =>
      cancelFreeSubscription(ctx, await ctx.requireListener(), contributorId),
  }),
}));
