import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useQueryErrorRedirect } from './use-query-error-redirect';

/** The part of a Relay connection a paged list reads (query edges, not nodes: see apollo.ts). */
export interface PagedConnection<TNode> {
  edges: { cursor: string; node: TNode }[];
  pageInfo: { endCursor: string | null; hasNextPage: boolean };
}

type PageVariables = OperationVariables & { first: number; after?: string | null };

/**
 * A connection read page by page: the first page on mount, then `loadMore()` asks for the next one
 * after the last cursor. The cache (relayStylePagination in apollo.ts) appends it by cursor, so a
 * page is never shown twice nor skipped.
 */
export function usePagedQuery<TData, TVariables extends PageVariables, TNode>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables | typeof skipToken,
  select: (data: TData) => PagedConnection<TNode>,
  /** false while the variables are only a guess: an error then is no reason to leave the screen. */
  reportErrors = true,
) {
  const { data, error, fetchMore } = useQuery(
    query,
    variables === skipToken ? skipToken : ({ variables } as useQuery.Options<TData, TVariables>),
  );
  useQueryErrorRedirect(reportErrors ? error : undefined);
  // A ref as well as state: the observer can fire twice before React re-renders.
  const busy = useRef(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const connection = data ? select(data as TData) : undefined;
  const endCursor = connection?.pageInfo.endCursor ?? null;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;
  const first = variables === skipToken ? 0 : variables.first;

  const loadMore = useCallback(async () => {
    if (busy.current || !hasNextPage || !endCursor) return;
    busy.current = true;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { first, after: endCursor } as Partial<TVariables> });
    } catch {
      // Leave the list as it is; the sentinel tries again when it comes back into view.
    } finally {
      busy.current = false;
      setLoadingMore(false);
    }
  }, [endCursor, hasNextPage, fetchMore, first]);

  return { edges: connection?.edges, hasNextPage, loadingMore, loadMore, data: data as TData | undefined };
}
