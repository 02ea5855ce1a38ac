import SchemaBuilder from '@pothos/core';
import type { OpsContext } from './context';

// The operators' schema: its own builder, so nothing of the fans' schema leaks into it or back.
export const opsBuilder = new SchemaBuilder<{
  Context: OpsContext;
  Scalars: { DateTime: { Input: Date; Output: Date }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

opsBuilder.scalarType('DateTime', {
  description: 'An instant as an ISO-8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new TypeError('DateTime must be an ISO-8601 string');
    return date;
  },
});
opsBuilder.scalarType('JSON', {
  description: 'A JSON value (audit snapshots).',
  serialize: (value) => value,
  parseValue: (value) => value,
});

opsBuilder.queryType({});
opsBuilder.mutationType({});
