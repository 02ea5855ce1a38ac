import { defineConfig } from 'vitest/config';

// The CLI's own rules (options, the command table), no API: the commands run against a real API in
// the api project (apps/api/test/ops-cli*.test.ts).
export default defineConfig({ test: { name: 'unit-ops-cli', include: ['src/**/*.test.ts'] } });
