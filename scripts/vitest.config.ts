import { defineConfig } from 'vitest/config';

// The cluster test (test/cluster.test.ts: PostgreSQL of its own, pgbouncer, three compiled API
// instances, nginx; about 90 s). Run on its own: `npm run test:cluster` or `--project cluster`.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/cluster/build.ts'],
    // Its steps print their figures as they go, as the script did.
    disableConsoleIntercept: true,
    testTimeout: 180_000,
    hookTimeout: 300_000,
    maxWorkers: 1,
  },
});
