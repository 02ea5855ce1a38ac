import { rowIds } from '../../graphql/row-ids';
import { builder, PlatformEnum } from '../../graphql/builder';
import type { ListenerRow } from './listeners.repository';
import { signInV2 } from './sign-in-v2';
import { updateListenerProfile } from './update-listener-profile';

export const GenderEnum = builder.enumType('Gender', {
  values: ['male', 'female', 'other', 'unanswered'] as const,
});

export const ListenerProfile = builder.objectRef<ListenerRow>('ListenerProfile').implement({
  fields: (t) => ({
    ...rowIds(t, 'ListenerProfile', (l) => l.id),
    name: t.exposeString('name'),
    email: t.exposeString('email', { nullable: true }),
    birthDate: t.exposeString('birth_date', { nullable: true }),
    gender: t.field({ type: GenderEnum, nullable: true, resolve: (l) => l.gender }),
  }),
});

builder.queryField('listenerProfile', (t) =>
  t.field({ type: ListenerProfile, resolve: (_root, _args, ctx) => ctx.requireListener() }),
);

const SignInV2Input = builder.inputType('SignInV2Input', {
  fields: (t) => ({
    provider: t.string({
      required: true,
      description: "Firebase providerId: 'password', 'google.com' or 'apple.com'.",
    }),
    email: t.string({ required: true }),
    platform: t.field({ type: PlatformEnum, required: true }),
    projectId: t.string({ required: true }),
  }),
});

const SignInV2Payload = builder
  .objectRef<{ listener: ListenerRow; termsApproved: boolean }>('SignInV2Payload')
  .implement({
    fields: (t) => ({
      listenerProfile: t.field({ type: ListenerProfile, resolve: (p) => p.listener }),
      termsApproved: t.exposeBoolean('termsApproved'),
    }),
  });

const UpdateListenerProfileInput = builder.inputType('UpdateListenerProfileInput', {
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    birthDate: t.string({ description: 'YYYY-MM-DD' }),
    gender: t.field({ type: GenderEnum }),
    resetBirthDate: t.boolean({ description: 'true clears the birth date' }),
  }),
});

builder.mutationFields((t) => ({
  signInV2: t.field({
    type: SignInV2Payload,
    args: { input: t.arg({ type: SignInV2Input, required: true }) },
    resolve: (_root, { input }, ctx) =>
      signInV2(ctx, { viewer: ctx.viewer, projectId: ctx.projectId }, input),
  }),
  updateListenerProfile: t.field({
    type: ListenerProfile,
    args: { input: t.arg({ type: UpdateListenerProfileInput, required: true }) },
    resolve: async (_root, { input }, ctx) => updateListenerProfile(ctx, await ctx.requireListener(), input),
  }),
}));
