import { useSentinel } from '../../lib/use-sentinel';
import { Loading } from './Loading';

/**
 * Goes under a paged list: asks for the next page when its sentinel is fully in view (spec
 * section 9), and shows the loading indicator while that page is on its way.
 */
export function LoadMore({
  hasNextPage,
  loadingMore,
  loadMore,
  count,
}: {
  hasNextPage: boolean;
  loadingMore: boolean;
  loadMore: () => Promise<void>;
  /** Rows shown: a new count re-observes, so a sentinel still in view asks for the next page. */
  count: number;
}) {
  const sentinel = useSentinel<HTMLDivElement>(() => void loadMore(), hasNextPage && !loadingMore, count);
  return (
    <>
      <div ref={sentinel} style={{ height: 1 }} aria-hidden="true" />
      {loadingMore && <Loading />}
    </>
  );
}
