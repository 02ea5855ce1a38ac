import { opsBuilder as b } from '../graphql/builder';

const Me = b.objectRef<{ uid: string; email: string | null; projectId: string }>('Operator').implement({
  fields: (t) => ({
    uid: t.exposeString('uid'),
    email: t.exposeString('email', { nullable: true }),
    projectId: t.exposeString('projectId'),
  }),
});

b.queryFields((t) => ({
  me: t.field({
    type: Me,
    resolve: (_r, _a, ctx) => ({
      uid: ctx.operator.uid,
      email: ctx.operator.email,
      projectId: ctx.projectId,
    }),
  }),
}));
