import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// Files share a jsdom (isolate: false in vitest.config.ts): nothing a file stored carries over.
afterAll(() => {
  localStorage.clear();
  sessionStorage.clear();
});
