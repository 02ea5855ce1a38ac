import SchemaBuilder from '@pothos/core';
import RelayPlugin from '@pothos/plugin-relay';
import type { Context } from './context';

// The builder only builds: types and fields live next to their modules (src/modules/*/*.graphql.ts).
export const builder = new SchemaBuilder<{
  Context: Context;
  Scalars: { DateTime: { Input: Date; Output: Date } };
  DefaultFieldNullability: false;
}>({
  plugins: [RelayPlugin],
  defaultFieldNullability: false,
  // Every connection lists its nodes too (`nodes: [T!]!`), next to edges: clients read nodes.
  relay: { nodesOnConnection: true },
});

/** The schema types of the fans' builder, for helpers that build its fields. */
export type FanTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

builder.scalarType('DateTime', {
  description: 'An instant as an ISO-8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});

builder.queryType({});
builder.mutationType({});

export const PlatformEnum = builder.enumType('Platform', { values: ['web', 'app'] as const });
