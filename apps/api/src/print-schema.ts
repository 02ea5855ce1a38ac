import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './graphql/schema';
import { opsSchema } from './ops/schema';

// `npm run schema:print -w apps/api` rewrites the committed schema.graphql.
export const SCHEMA_FILE = fileURLToPath(new URL('../schema.graphql', import.meta.url));
export const printedSchema = () => printSchema(schema) + '\n';
// The operators' endpoint (/ops/graphql) has its own schema and file.
export const OPS_SCHEMA_FILE = fileURLToPath(new URL('../ops-schema.graphql', import.meta.url));
export const printedOpsSchema = () => printSchema(opsSchema) + '\n';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  writeFileSync(OPS_SCHEMA_FILE, printedOpsSchema());
  console.log(`wrote ${SCHEMA_FILE} and ${OPS_SCHEMA_FILE}`);
}
