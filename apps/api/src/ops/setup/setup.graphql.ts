import { opsBuilder as b } from '../graphql/builder';
import { setUpProject } from './set-up-project';

const Project = b.objectRef<{ id: string; name: string }>('Project').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

b.mutationFields((t) => ({
  setUpProject: t.field({
    type: Project,
    description: "Creates (or renames) the header's project: the first call on an empty database.",
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => setUpProject(ctx, args),
  }),
}));
