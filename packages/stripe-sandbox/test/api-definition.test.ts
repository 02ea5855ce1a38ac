import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITION_FILE, printedDefinition } from '../scripts/api-definition/generate.ts';

describe('src/api-definition/stripe-api.json', () => {
  it('is what the installed stripe SDK declares (run `npm run api-definition -w packages/stripe-sandbox` after an SDK upgrade or a new route)', () => {
    expect(readFileSync(DEFINITION_FILE, 'utf8')).toBe(printedDefinition());
  }, 60_000);
});
