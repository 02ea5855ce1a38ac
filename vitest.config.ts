import { defineConfig } from 'vitest/config';

// One vitest run, several projects: `--project unit|api|sandbox` picks one.
export default defineConfig({
  test: {
    projects: ['packages/shared', 'packages/stripe-sandbox', 'apps/api', 'apps/web'],
  },
});
