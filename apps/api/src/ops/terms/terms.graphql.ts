import { opsBuilder as b } from '../graphql/builder';
import { inputMutation, time } from '../graphql/fields';
import { publishTerms } from './publish-terms';
import { listTermsVersions, type OpsTermsRow } from './terms.repository';

const TermsVersion = b.objectRef<OpsTermsRow>('TermsVersion').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    version: t.exposeString('version'),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    effectiveAt: time(t, 'published_at'),
  }),
});

const PublishTermsInput = b.inputType('PublishTermsInput', {
  fields: (t) => ({
    version: t.string({ required: true }),
    title: t.string({ required: true }),
    body: t.string({ required: true }),
    effectiveAt: t.field({ type: 'DateTime', description: 'unset: now' }),
  }),
});

b.queryFields((t) => ({
  termsVersions: t.field({
    type: [TermsVersion],
    resolve: (_r, _a, ctx) => listTermsVersions(ctx.db, ctx.projectId),
  }),
}));

b.mutationFields((t) => ({
  publishTerms: inputMutation(
    t,
    TermsVersion,
    PublishTermsInput,
    publishTerms,
    'From effectiveAt on, every fan is sent to /terms_and_conditions once to approve it.',
  ),
}));
