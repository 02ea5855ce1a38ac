import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The apps' builds replace it (their vite.config.ts `define`); tests run the production branches.
  define: { __EMULATOR_BUILD__: 'false' },
  test: { name: 'unit-web-kit', environment: 'jsdom', include: ['test/**/*.test.{ts,tsx}'] },
});
