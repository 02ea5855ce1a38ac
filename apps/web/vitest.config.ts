import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Unit tests run the production branches (no emulator tools); see src/vite-env.d.ts.
  define: { __EMULATOR_BUILD__: 'false' },
  test: {
    name: 'unit-web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // A test that replaces modules (vi.mock) needs a module graph of its own: *.isolated.test.tsx
    // run in unit-web-isolated (vitest.isolated.config.ts).
    exclude: ['src/**/*.isolated.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one module graph per worker, not per file: setting up jsdom for each of the 70
    // files was most of the unit tests' time (100 s of the step, 25 s without). setup.ts resets
    // what a file could leave behind (the DOM, storage).
    isolate: false,
  },
});
