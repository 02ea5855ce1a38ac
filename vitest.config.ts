import { defineConfig } from 'vitest/config';

// One vitest, several projects: `--project unit-shared|unit-web-kit|unit-web|unit-api|unit-ops-cli|unit-console|sandbox|api|cluster`
// picks them (cluster: scripts/vitest.config.ts, the production shape; needs nginx, pgbouncer, PostgreSQL).
export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'packages/web-kit',
      'packages/stripe-sandbox',
      'packages/mail-inbox',
      'apps/web',
      'apps/web/vitest.isolated.config.ts',
      'apps/ops-cli',
      'apps/console',
      'apps/api/vitest.unit.config.ts',
      'apps/api/vitest.config.ts',
      'scripts/vitest.config.ts',
    ],
  },
});
