import { defineConfig } from 'vitest/config';
export default defineConfig({ test: { name: 'unit-shared', include: ['test/**/*.test.ts'] } });
