import { Page } from '../../../components/ui/Page';
import { PagedList } from '../../../components/ui/PagedList';
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
  const paged = usePagedQuery(
    MEMBERSHIP_CARDS,
    { first: CARDS_PAGE_SIZE },
    (data) => data.subscriptionMembershipsConnection,
  );
  return (
    <Page title={ja.titles.membershipCards} backTo="/home">
      <PagedList paged={paged} empty={<NoMemberCards />}>
        {(cards) => <MemberCardList cards={cards} />}
      </PagedList>
    </Page>
  );
}
