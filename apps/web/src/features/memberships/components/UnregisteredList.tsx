import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { ja } from '../../../messages/ja';
import { MEMBERSHIP_CANDIDATES } from '../api/membership-list-documents';
import { CandidateRow } from './CandidateRow';
import styles from './MembershipList.module.css';

export function UnregisteredList() {
  const { data, error } = useQuery(MEMBERSHIP_CANDIDATES);
  useQueryErrorRedirect(error);
  if (!data) return <Loading />;
  const rows = data.membershipCandidatesConnection.nodes;
  if (rows.length === 0) return <EmptyState title={ja.memberships.unregisteredEmpty} />;
  return (
    <ul className={styles.list}>
      {rows.map((c) => (
        <CandidateRow key={c.id} candidate={c} />
      ))}
    </ul>
  );
}
