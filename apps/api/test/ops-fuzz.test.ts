import { describe, expect, it } from 'vitest';
import { opsSchema } from '../src/ops/schema';
import { harnessForFile, uidOf, type GqlResult } from './support/harness';
import { fuzzTargets } from './support/factories';
import { graphqlPost, operation } from './support/graphql-post';
import { operationFor, rootFields, scalarPaths, variablesWith } from './support/schema-arguments';

// The schema-driven fuzz of edge-fuzz.test.ts, for the operators' endpoint (decision 030): every
// scalar argument of every root field of the operators' schema, sent by a signed-in operator with
// what a careless script or a hostile insider sends. Nothing may be an uncoded or INTERNAL error.
const STRINGS = [
  'a\u0000b',
  'bell\u0007',
  'tab\there',
  'two\nlines',
  'evil\u202Etxt\u202C',
  'half\ud800',
  '😀👍🏽',
  "' OR 1=1; DROP TABLE listeners; --",
  '-'.repeat(36),
  '',
  ' ',
  'x'.repeat(5000),
];
const INTS = [-1, 0, 2 ** 31 - 1, -(2 ** 31)];
const DATES = [
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1969-12-31T23:59:59Z',
  '9999-12-31T23:59:59Z',
  'not a date',
];

const hostileValues = (type: string): unknown[] =>
  type === 'DateTime' ? DATES : type === 'Int' ? INTS : type === 'Boolean' ? [true] : STRINGS;

describe('the operators’ API: every argument fuzzed, every error coded', () => {
  let token: string;
  const h = harnessForFile({}, async (h) => {
    await fuzzTargets(h);
    token = (await h.operator()).token;
  });

  const cases = rootFields(opsSchema).flatMap((root) =>
    scalarPaths(root.field).flatMap(({ path, type }) =>
      hostileValues(type).map((value) => ({ root, path, value })),
    ),
  );

  it('covers the operators’ arguments', () => {
    const names = new Set(cases.map((c) => `${c.root.field.name}.${c.path.join('.')}`));
    for (const name of [
      'grantPoints.input.reason',
      'refundPointPurchase.purchaseId',
      'createPromotionCode.input.validUntil',
      'startMaintenance.input.windowEnd',
      'publishTerms.input.effectiveAt',
    ])
      expect(names).toContain(name);
    expect(cases.length).toBeGreaterThan(500);
  });

  it('answers every hostile value with data or a coded error, never INTERNAL', async () => {
    const wrong: string[] = [];
    for (const { root, path, value } of cases) {
      const response = await h.app.fetch(
        'http://api.test/ops/graphql',
        graphqlPost(token, operation(operationFor(root), variablesWith(root.field, path, value)), {
          'x-ops-session': h.codes.sessions.get(uidOf(token))!,
        }),
      );
      const result = (await response.json()) as GqlResult;
      // A refusal for want of a session would pass unread: every case must reach its resolver.
      if (
        result.errors?.some((e) => (e.extensions as { reason?: string })?.reason === 'OPS_SESSION_REQUIRED')
      )
        wrong.push(`${root.field.name}: no session`);
      for (const error of result.errors ?? [])
        if (!error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR')
          wrong.push(
            `${root.field.name}.${path.join('.')} = ${JSON.stringify(String(value).slice(0, 24))}: ${error.message}`,
          );
      if (response.status >= 500) wrong.push(`${root.field.name}.${path.join('.')}: HTTP ${response.status}`);
    }
    expect(wrong).toEqual([]);
  }, 300_000);
});
