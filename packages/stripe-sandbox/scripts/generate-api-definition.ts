import { writeFileSync } from 'node:fs';
import { DEFINITION_FILE, printedDefinition } from './api-definition/generate.ts';

// npm run api-definition -w packages/stripe-sandbox: rewrites src/api-definition/stripe-api.json.
writeFileSync(DEFINITION_FILE, printedDefinition());
console.log(`wrote ${DEFINITION_FILE}`);
