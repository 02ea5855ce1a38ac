import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { usePagedQuery } from '../../../lib/use-paged-query';
import * as ja from '../../../messages/ja';
import { MEMBERSHIPS_PAGE_SIZE, SUBSCRIBED_VTUBERS } from '../api/membership-list-documents';
import { CreatorList } from './CreatorList';
import { RegisteredRow } from './RegisteredRow';

/** The creators the fan supports. */
export function RegisteredList({ onShowUnregistered }: { onShowUnregistered: () => void }) {
  const paged = usePagedQuery(
    SUBSCRIBED_VTUBERS,
    { first: MEMBERSHIPS_PAGE_SIZE },
    (data) => data.subscribedVTubersConnection,
  );
  const empty = (
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
  return (
    <CreatorList
      paged={paged}
      empty={empty}
      row={(vtuber) => <RegisteredRow key={vtuber.id} vtuber={vtuber} />}
    />
  );
}
