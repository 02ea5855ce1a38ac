import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { OPS_SCHEMA_FILE, printedOpsSchema, printedSchema, SCHEMA_FILE } from '../src/print-schema';

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema:print -w apps/api` after a change)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});

describe('ops-schema.graphql', () => {
  it("is the operators' schema the code builds (run `npm run schema:print -w apps/api` after a change)", () => {
    expect(readFileSync(OPS_SCHEMA_FILE, 'utf8')).toBe(printedOpsSchema());
  });
});
