import { defineConfig } from 'vitest/config';

// Pure rules of the API, no database or network.
export default defineConfig({
  test: { name: 'unit-api', include: ['src/**/*.test.ts'], passWithNoTests: true },
});
