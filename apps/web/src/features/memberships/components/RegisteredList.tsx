import { useQuery } from '@apollo/client/react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { ja } from '../../../messages/ja';
import { SUBSCRIBED_VTUBERS } from '../api/membership-list-documents';
import { RegisteredRow } from './RegisteredRow';
import styles from './MembershipList.module.css';

export function RegisteredList({ onShowUnregistered }: { onShowUnregistered: () => void }) {
  const { data, error } = useQuery(SUBSCRIBED_VTUBERS);
  useQueryErrorRedirect(error);
  if (!data) return <Loading />;
  const rows = data.subscribedVTubersConnection.nodes;
  if (rows.length === 0) {
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
    <ul className={styles.list}>
      {rows.map((v) => (
        <RegisteredRow key={v.id} vtuber={v} />
      ))}
    </ul>
  );
}
