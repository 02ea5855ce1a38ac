// An e-mail action code works once. React's StrictMode runs effects twice in development, and a
// second applyActionCode would report the code as used: each (mode, code) runs once per page load.
const runs = new Map<string, Promise<unknown>>();

export function runOnce<T>(key: string, task: () => Promise<T>): Promise<T> {
  if (!runs.has(key)) runs.set(key, task());
  return runs.get(key) as Promise<T>;
}
