import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'mail-inbox', include: ['test/**/*.test.ts'] } });
