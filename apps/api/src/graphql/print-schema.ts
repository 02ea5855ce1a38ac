import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchema } from 'graphql';
import { schema } from './schema';

// `npm run schema:print -w apps/api` rewrites the committed schema.graphql.
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
export const printedSchema = () => printSchema(schema) + '\n';

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, printedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
