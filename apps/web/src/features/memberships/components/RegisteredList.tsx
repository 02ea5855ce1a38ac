import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { LoadMore } from '../../../components/ui/LoadMore';
import { usePagedQuery } from '../../../lib/use-paged-query';
import * as ja from '../../../messages/ja';
import { MEMBERSHIPS_PAGE_SIZE, SUBSCRIBED_VTUBERS } from '../api/membership-list-documents';
import { RegisteredRow } from './RegisteredRow';
import styles from './MembershipList.module.css';

/** The creators the fan supports, a page at a time as the fan scrolls. */
export function RegisteredList({ onShowUnregistered }: { onShowUnregistered: () => void }) {
  const { edges, hasNextPage, loadingMore, loadMore } = usePagedQuery(
    SUBSCRIBED_VTUBERS,
    { first: MEMBERSHIPS_PAGE_SIZE },
    (data) => data.subscribedVTubersConnection,
  );
  if (!edges) return <Loading />;
  if (edges.length === 0) {
    return (
      <EmptyState
        title={ja.memberships.registeredEmpty}
        action={
          <Button fullWidth onClick={onShowUnregistered}>
            {ja.memberships.toUnregistered}
          </Button>
        }
      >
        {ja.memberships.registeredEmptyBody}
      </EmptyState>
    );
  }
  return (
    <div aria-busy={loadingMore || undefined}>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <RegisteredRow key={node.id} vtuber={node} />
        ))}
      </ul>
      <LoadMore
        hasNextPage={hasNextPage}
        loadingMore={loadingMore}
        loadMore={loadMore}
        count={edges.length}
      />
    </div>
  );
}
