import { EmptyState } from '../../../components/ui/EmptyState';
import { usePagedQuery } from '../../../lib/use-paged-query';
import * as ja from '../../../messages/ja';
import { MEMBERSHIP_CANDIDATES, MEMBERSHIPS_PAGE_SIZE } from '../api/membership-list-documents';
import { CandidateRow } from './CandidateRow';
import { CreatorList } from './CreatorList';

/** The creators the fan has no membership with. */
export function UnregisteredList() {
  const paged = usePagedQuery(
    MEMBERSHIP_CANDIDATES,
    { first: MEMBERSHIPS_PAGE_SIZE },
    (data) => data.membershipCandidatesConnection,
  );
  return (
    <CreatorList
      paged={paged}
      empty={<EmptyState title={ja.memberships.unregisteredEmpty} />}
      row={(candidate) => <CandidateRow key={candidate.id} candidate={candidate} />}
    />
  );
}
