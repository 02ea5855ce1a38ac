import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { LoadMore } from '../../../components/ui/LoadMore';
import { usePagedQuery } from '../../../lib/use-paged-query';
import * as ja from '../../../messages/ja';
import { MEMBERSHIP_CANDIDATES, MEMBERSHIPS_PAGE_SIZE } from '../api/membership-list-documents';
import { CandidateRow } from './CandidateRow';
import styles from './MembershipList.module.css';

/** The creators the fan has no membership with, a page at a time as the fan scrolls. */
export function UnregisteredList() {
  const { edges, hasNextPage, loadingMore, loadMore } = usePagedQuery(
    MEMBERSHIP_CANDIDATES,
    { first: MEMBERSHIPS_PAGE_SIZE },
    (data) => data.membershipCandidatesConnection,
  );
  if (!edges) return <Loading />;
  if (edges.length === 0) return <EmptyState title={ja.memberships.unregisteredEmpty} />;
  return (
    <div aria-busy={loadingMore || undefined}>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <CandidateRow key={node.id} candidate={node} />
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
