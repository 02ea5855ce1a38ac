import { readFileSync } from 'node:fs';

// The browser script is a plain .js file served as-is, with the sandbox's base URL filled in.
const source = readFileSync(new URL('./stripe-js.js', import.meta.url), 'utf8');

export function shimSource(baseUrl: string): string {
  return source.replace('__SANDBOX_BASE__', baseUrl);
}
