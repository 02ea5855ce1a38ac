import { useEffect, useState } from 'react';
import { runOnce } from '../model/run-once';

export type OnceResult<T> = { status: 'pending' } | { status: 'done'; value: T } | { status: 'failed' };

/** Runs `task` once for `key` (see runOnce) and reports how it went. */
export function useOnceResult<T>(key: string, task: () => Promise<T>): OnceResult<T> {
  const [result, setResult] = useState<{ key: string; value: OnceResult<T> } | null>(null);
  useEffect(() => {
    let live = true;
    runOnce(key, task).then(
      (value) => live && setResult({ key, value: { status: 'done', value } }),
      () => live && setResult({ key, value: { status: 'failed' } }),
    );
    return () => {
      live = false;
    };
    // The task is fixed for a key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return result?.key === key ? result.value : { status: 'pending' };
}
