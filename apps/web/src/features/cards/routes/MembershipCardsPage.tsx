import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { ja } from '../../../messages/ja';
import { MEMBERSHIP_CARDS } from '../api/membership-cards-documents';
import { MemberCardList } from '../components/MemberCardList';
import { NoMemberCards } from '../components/NoMemberCards';

/** /membership_cards: one card per membership. */
export default function MembershipCardsPage() {
  const { data, error } = useQuery(MEMBERSHIP_CARDS, { variables: {} });
  useQueryErrorRedirect(error);
  const cards = data?.subscriptionMembershipsConnection.nodes;
  return (
    <Page title={ja.titles.membershipCards} backTo="/home">
      {!cards ? <Loading /> : cards.length === 0 ? <NoMemberCards /> : <MemberCardList cards={cards} />}
    </Page>
  );
}
