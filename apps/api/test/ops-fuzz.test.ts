import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opsSchema } from '../src/ops/schema';
import { createHarness, type GqlResult } from './support/harness';
import { factories } from './support/factories';

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

interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

const rootFields = (): RootField[] => [
  ...Object.values(opsSchema.getQueryType()!.getFields()).map((field) => ({
    operation: 'query' as const,
    field,
  })),
  ...Object.values(opsSchema.getMutationType()!.getFields()).map((field) => ({
    operation: 'mutation' as const,
    field,
  })),
];

/** A value of the type that passes coercion: every required input field filled, lists of one. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return false;
  if (type.name === 'DateTime') return new Date(Date.now() + 86_400_000).toISOString();
  if (type.name === 'JSON') return {};
  return 'sample-value-01';
}

/** Every scalar reachable in the field's arguments: its path (argument, then input fields) and type name. */
function scalarPaths(field: GraphQLField<unknown, unknown>): { path: string[]; type: string }[] {
  const paths: { path: string[]; type: string }[] = [];
  const walk = (type: GraphQLInputType, path: string[], seen: Set<string>) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.has(named.name)) return;
      for (const f of Object.values(named.getFields()))
        walk(f.type, [...path, f.name], new Set([...seen, named.name]));
    } else if (isScalarType(named)) paths.push({ path, type: named.name });
  };
  for (const arg of field.args) walk(arg.type, [arg.name], new Set());
  return paths;
}

function operationFor({ operation, field }: RootField): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function variablesWith(field: GraphQLField<unknown, unknown>, path: string[], value: unknown) {
  const variables: Record<string, unknown> = Object.fromEntries(
    field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sampleValue(a.type)]),
  );
  let holder: Record<string, unknown> = variables;
  let type: GraphQLInputType = field.args.find((a) => a.name === path[0])!.type;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const list = isListType(isNonNullType(type) ? type.ofType : type);
    if (i === path.length - 1) {
      holder[key] = list ? [value] : value;
      break;
    }
    const named = getNamedType(type);
    const next = (holder[key] ?? sampleValue(type)) as Record<string, unknown> | Record<string, unknown>[];
    holder[key] = next;
    holder = Array.isArray(next) ? next[0]! : next;
    if (isInputObjectType(named)) type = named.getFields()[path[i + 1]!]!.type;
  }
  return variables;
}

const hostileValues = (type: string): unknown[] =>
  type === 'DateTime' ? DATES : type === 'Int' ? INTS : type === 'Boolean' ? [true] : STRINGS;

describe('the operators’ API: every argument fuzzed, every error coded', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let token: string;
  beforeAll(async () => {
    h = await createHarness();
    // Something behind the ids the fuzz sends (1, 0, …): a creator with a paid tier, points, a code, terms.
    const make = factories(h);
    await make.creator({ tiers: [{ monthly: 500 }], months: [1] });
    await make.pointPackage();
    await make.promotionCode();
    await make.terms();
    token = (await h.operator()).token;
  });
  afterAll(() => h.close());

  const cases = rootFields().flatMap((root) =>
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
      const response = await h.app.fetch('http://api.test/ops/graphql', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${token}`,
          'x-project-id': 'demo',
        },
        body: JSON.stringify({
          query: operationFor(root),
          variables: variablesWith(root.field, path, value),
        }),
      });
      const result = (await response.json()) as GqlResult;
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
