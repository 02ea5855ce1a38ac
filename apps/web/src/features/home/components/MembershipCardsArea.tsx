import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { ja } from '../../../messages/ja';
import { MEMBERSHIP_CARDS } from '../../cards/api/membership-cards-documents';
import { MemberCardList } from '../../cards/components/MemberCardList';
import { MemberCardsHeading } from '../../cards/components/MemberCardsHeading';
import { NoMemberCards } from '../../cards/components/NoMemberCards';
import { homeCards } from '../../cards/model/home-cards';

/** Up to 3 member cards, active paid ones first: all are fetched so none hides behind すべて見る. */
export function MembershipCardsArea() {
  const { data, error } = useQuery(MEMBERSHIP_CARDS, { variables: {} });
  useQueryErrorRedirect(error);
  const cards = data && homeCards(data.subscriptionMembershipsConnection.nodes);
  return (
    <section aria-labelledby="home-cards-title">
      <MemberCardsHeading id="home-cards-title" title={ja.home.cardsTitle} more={cards?.more ?? false} />
      {!cards ? (
        <Loading />
      ) : cards.shown.length === 0 ? (
        <NoMemberCards />
      ) : (
        <MemberCardList cards={cards.shown} />
      )}
    </section>
  );
}
