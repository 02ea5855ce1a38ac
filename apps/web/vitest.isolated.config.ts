import { defineConfig } from 'vitest/config';
import web from './vitest.config';

// The web's tests that replace modules with vi.mock, each file in its own module graph (a module
// another file already imported would otherwise keep its real dependencies).
export default defineConfig({
  ...web,
  test: {
    ...web.test,
    name: 'unit-web-isolated',
    include: ['src/**/*.isolated.test.{ts,tsx}'],
    exclude: [],
    isolate: true,
  },
});
