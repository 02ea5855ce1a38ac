import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Unit tests run the production branches (no emulator connection); see src/vite-env.d.ts.
  define: { __EMULATOR_BUILD__: 'false' },
  test: {
    name: 'unit-console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // One jsdom per worker, not per file (as unit-web; setup.ts resets the DOM and storage).
    isolate: false,
  },
});
