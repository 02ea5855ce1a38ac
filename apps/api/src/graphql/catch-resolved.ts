/**
 * Runs a resolver and hands what it throws, or what its promise rejects with, to `failed` alike: for
 * the wrappers that note or translate a field's errors (input-guard.ts, ops/audit/audit-reads.ts).
 */
export function catchResolved(run: () => unknown, failed: (error: unknown) => never): unknown {
  try {
    const result = run();
    return result instanceof Promise ? result.catch(failed) : result;
  } catch (error) {
    return failed(error);
  }
}
