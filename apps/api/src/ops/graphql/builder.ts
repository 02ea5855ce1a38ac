import SchemaBuilder from '@pothos/core';
import type { OpsContext } from '../ops-context';

// The operators' schema: its own builder, so nothing of the fans' schema leaks into it or back.
export const opsBuilder = new SchemaBuilder<{
  Context: OpsContext;
  Scalars: { DateTime: { Input: Date; Output: Date }; JSON: { Input: unknown; Output: unknown } };
  DefaultFieldNullability: false;
}>({ defaultFieldNullability: false });

/** The schema types of the operators' builder, for helpers that build its fields (fields.ts, page-types.ts). */
export type OpsTypes = typeof opsBuilder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const EARLIEST = Date.UTC(1970, 0, 1);
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);

opsBuilder.scalarType('DateTime', {
  description: 'An instant as an ISO-8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (typeof value !== 'string' || Number.isNaN(date.getTime()))
      throw new TypeError('DateTime must be an ISO-8601 string');
    // JavaScript takes years up to ±275760 and PostgreSQL its own range: an instant an operator means
    // (a validity, a window, an effective time) lies between these, anything else is a typo.
    if (date.getTime() < EARLIEST || date.getTime() > LATEST)
      throw new TypeError('DateTime must be between 1970-01-01T00:00:00Z and 9999-12-31T23:59:59Z');
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
