import { Loading } from '../../../components/ui/Loading';
import { LoadMore } from '../../../components/ui/LoadMore';
import { Page } from '../../../components/ui/Page';
import { usePagedQuery } from '../../../lib/use-paged-query';
import * as ja from '../../../messages/ja';
import {
  CARDS_PAGE_SIZE,
  MEMBERSHIP_CARDS,
} from '../../../entities/member-card/api/membership-cards-documents';
import { MemberCardList } from '../../../entities/member-card/components/MemberCardList';
import { NoMemberCards } from '../../../entities/member-card/components/NoMemberCards';

/** /membership_cards: one card per membership, a page at a time as the fan scrolls. */
export default function MembershipCardsPage() {
  const { edges, hasNextPage, loadingMore, loadMore } = usePagedQuery(
    MEMBERSHIP_CARDS,
    { first: CARDS_PAGE_SIZE },
    (data) => data.subscriptionMembershipsConnection,
  );
  return (
    <Page title={ja.titles.membershipCards} backTo="/home">
      {!edges ? (
        <Loading />
      ) : edges.length === 0 ? (
        <NoMemberCards />
      ) : (
        <div aria-busy={loadingMore || undefined}>
          <MemberCardList cards={edges.map((edge) => edge.node)} />
          <LoadMore
            hasNextPage={hasNextPage}
            loadingMore={loadingMore}
            loadMore={loadMore}
            count={edges.length}
          />
        </div>
      )}
    </Page>
  );
}
