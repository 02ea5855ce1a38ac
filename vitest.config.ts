import { defineConfig } from 'vitest/config';

// One vitest, several projects: `--project unit-shared|unit-web|unit-api|unit-ops-cli|unit-console|sandbox|api` picks them.
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/stripe-sandbox',
      'apps/web',
      'apps/ops-cli',
      'apps/console',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
    ],
  },
});
