import type { ReactNode } from 'react';
import { errorMessage, isRefusal } from '../lib/errors';
import { Loading } from './Loading';
import { Notice } from './Notice';
import { Refused } from './Refused';

/**
 * A query's first answer: loading, refused (no operator role for the project: the refusal screen),
 * failed, or its data. Later refetches keep showing the data they had.
 */
export function QueryState<T>({
  data,
  error,
  children,
}: {
  data: T | undefined;
  error: unknown;
  children: (data: T) => ReactNode;
}) {
  if (error && isRefusal(error)) return <Refused error={error} />;
  if (data !== undefined) return <>{children(data)}</>;
  if (error) return <Notice tone="error">{errorMessage(error)}</Notice>;
  return <Loading />;
}
