import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node resolves `graphql` to its CommonJS build for Pothos and Yoga; make the tests' own imports
// use the same copy, or graphql-js sees two realms.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// API integration tests: real GraphQL operations against a real database, the Auth Emulator and the
// Stripe sandbox (started by the global setup).
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file has its own database; two workers suit a 2-core machine.
    maxWorkers: 2,
    // Files share a worker's module graph: each file builds its own services, database and server
    // (support/harness.ts), and importing the API's modules again for every file was a third of the
    // suite's CPU time (import 161 s of 506 s on PGlite).
    isolate: false,
  },
});
