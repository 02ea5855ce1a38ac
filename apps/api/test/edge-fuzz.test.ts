import { describe, expect, it } from 'vitest';
import { harnessForFile, type GqlResult } from './support/harness';
import { fuzzTargets } from './support/factories';
import { graphqlPost, operation } from './support/graphql-post';
import {
  connectionFields,
  operationFor,
  rootFields,
  stringPaths,
  variablesWith,
} from './support/schema-arguments';

// Every string argument of every root field in schema.graphql, with what a hostile client sends.
const REFUSED: [string, string, string][] = [
  ['a NUL byte', 'a\u0000b', 'BAD_USER_INPUT'],
  ['a C0 control character', 'bell\u0007', 'BAD_USER_INPUT'],
  ['a newline', 'two\nlines', 'BAD_USER_INPUT'],
  ['a lone surrogate', 'half\ud800', 'BAD_USER_INPUT'],
  ['an over-long string', 'x'.repeat(1001), 'BAD_USER_INPUT'],
  ['a 1 MB string', 'y'.repeat(1024 * 1024), 'PAYLOAD_TOO_LARGE'],
];
// Odd but well-formed text: may be accepted or refused, never a server error.
const ODD = [
  '\u202Eevil\u202C',
  '😀👍🏽',
  "' OR 1=1; DROP TABLE listeners; --",
  '<script>alert(1)</script>',
  '',
  ' ',
  'x'.repeat(1000),
];

describe('every bad input is a coded error and changes nothing', () => {
  let token: string;
  const h = harnessForFile({}, async (h) => {
    await fuzzTargets(h);
    token = (await h.signedInListener()).token;
  });

  async function send(query: string, variables: Record<string, unknown>) {
    const response = await h.app.fetch(
      'http://api.test/api/v2/graphql',
      graphqlPost(token, operation(query, variables)),
    );
    return (await response.json()) as GqlResult;
  }

  /** Every table's rows, hashed: equal snapshots mean nothing was written. */
  async function snapshot() {
    const tables = await h.db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const [row] = await h.db.query<{ h: string }>(
        `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h FROM "${name}" t`,
      );
      out[name] = row!.h;
    }
    return out;
  }

  const cases = rootFields().flatMap((root) => stringPaths(root.field).map((path) => ({ root, path })));

  it('covers the string arguments of the printed schema', () => {
    const names = cases.map((c) => `${c.root.field.name}.${c.path.join('.')}`);
    // A few we know of; the rest come from the schema.
    expect(names).toEqual(
      expect.arrayContaining([
        'updateListenerProfile.input.name',
        'redeemCoupon.code',
        'managePaymentV2.prices',
        'spendPoints.input.reason',
        'spendPoints.input.idempotencyKey',
      ]),
    );
  });

  it('refuses control characters, lone surrogates and over-long strings in every string argument', async () => {
    const before = await snapshot();
    const wrong: string[] = [];
    for (const { root, path } of cases)
      for (const [label, value, code] of REFUSED) {
        const result = await send(operationFor(root), variablesWith(root.field, path, value));
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        if (codes.length !== 1 || codes[0] !== code)
          wrong.push(`${root.field.name}.${path.join('.')} with ${label}: ${JSON.stringify(codes)}`);
        else if (code === 'BAD_USER_INPUT' && result.errors![0]!.extensions?.field !== path.at(-1))
          wrong.push(
            `${root.field.name}.${path.join('.')} with ${label}: field ${result.errors![0]!.extensions?.field}`,
          );
      }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it('refuses junk cursors and negative page sizes on every connection with BAD_USER_INPUT', async () => {
    const b64 = (s: string) => Buffer.from(s).toString('base64');
    const junk: Record<string, unknown>[] = [
      { after: 'junk' },
      { before: '!!!' },
      { after: b64('arrayconnection:-5') },
      { after: b64('arrayconnection:abc') },
      { after: b64('t1|not-a-time|1') },
      { first: -1 },
      { last: -1 },
    ];
    const before = await snapshot();
    const wrong: string[] = [];
    for (const root of connectionFields())
      for (const args of junk) {
        const base = variablesWith(root.field, [], undefined);
        const result = await send(operationFor(root), { ...base, ...args });
        const codes = (result.errors ?? []).map((e) => e.extensions?.code);
        if (codes.length !== 1 || codes[0] !== 'BAD_USER_INPUT')
          wrong.push(
            `${root.field.name} ${JSON.stringify(args)}: ${JSON.stringify(result.errors ?? result.data)}`,
          );
      }
    expect(connectionFields().length).toBeGreaterThanOrEqual(6);
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  }, 180_000);

  it('gives variable coercion, parse and validation errors a code', async () => {
    const page = 'query($n: Int) { tierTypesConnection(first: $n) { pageInfo { hasNextPage } } }';
    const cases: [string, Record<string, unknown>, string][] = [
      [page, { n: 'ten' }, 'BAD_USER_INPUT'],
      [page, { n: 2 ** 40 }, 'BAD_USER_INPUT'],
      [
        'mutation($i: SpendPointsInput!) { spendPoints(input: $i) { databaseId } }',
        { i: 'text' },
        'BAD_USER_INPUT',
      ],
      ['mutation($i: SpendPointsInput!) { spendPoints(input: $i) { databaseId } }', {}, 'BAD_USER_INPUT'],
      ['{ listenerProfile { nope } }', {}, 'GRAPHQL_VALIDATION_FAILED'],
      ['{ listenerProfile { ', {}, 'GRAPHQL_PARSE_FAILED'],
    ];
    for (const [query, variables, code] of cases) {
      const result = await send(query, variables);
      expect(
        result.errors?.map((e) => e.extensions?.code),
        query,
      ).toEqual([code]);
    }
  });

  // Last: well-formed text may be accepted and written (a name, a reason), which the snapshots above
  // would otherwise see.
  it('answers odd but well-formed text without a server error, every error coded', async () => {
    const wrong: string[] = [];
    for (const { root, path } of cases)
      for (const value of ODD) {
        const result = await send(operationFor(root), variablesWith(root.field, path, value));
        for (const error of result.errors ?? [])
          if (!error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR')
            wrong.push(
              `${root.field.name}.${path.join('.')} with ${JSON.stringify(value.slice(0, 20))}: ${JSON.stringify(error)}`,
            );
      }
    expect(wrong).toEqual([]);
  }, 180_000);
});
