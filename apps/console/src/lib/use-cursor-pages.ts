import { useState } from 'react';

/**
 * Page-by-page navigation over a keyset-paged list: the cursors of the pages before this one, so
 * "next" pushes the page's endCursor and "previous" pops it. Starts again at the first page when
 * `resetKey` (the filters) changes.
 */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState<{ key: string; cursors: (string | null)[] }>({
    key: resetKey,
    cursors: [null],
  });
  const cursors = state.key === resetKey ? state.cursors : [null];
  return {
    after: cursors[cursors.length - 1] ?? null,
    page: cursors.length,
    next: (endCursor: string | null) => setState({ key: resetKey, cursors: [...cursors, endCursor] }),
    previous: () => setState({ key: resetKey, cursors: cursors.slice(0, -1) }),
  };
}
