import { useEffect } from 'react';
import { Button } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import * as ja from '../../../messages/ja';
import type { MemberCardsData } from '../../../entities/member-card/api/membership-cards-documents';
import { MemberCardList } from '../../../entities/member-card/components/MemberCardList';
import { MemberCardsHeading } from '../../../entities/member-card/components/MemberCardsHeading';
import { MemberCardSkeleton } from '../../../entities/member-card/components/MemberCardSkeleton';
import { NoMemberCards } from '../../../entities/member-card/components/NoMemberCards';
import cardList from '../../../entities/member-card/components/MemberCardList.module.css';
import { homeCards } from '../../../entities/member-card/model/home-cards';
import { writeHomeCardCount } from '../model/home-card-count';

/**
 * Up to 3 member cards in the API's home order (active paid first). Until they arrive, `placeholders`
 * skeletons of the cards' exact size (as many as home showed last time) hold their place; when the
 * load failed, a notice with a retry instead of skeletons that would never fill.
 */
export function MembershipCardsArea({
  data,
  placeholders,
  failed = false,
  onRetry,
}: {
  data: MemberCardsData | undefined;
  placeholders: number;
  failed?: boolean;
  onRetry?: () => void;
}) {
  const connection = data?.subscriptionMembershipsConnection;
  const cards =
    connection &&
    homeCards(
      connection.edges.map((edge) => edge.node),
      connection.pageInfo.hasNextPage,
    );
  const more = cards?.more ?? false;
  const shown = cards?.shown.length;
  useEffect(() => {
    if (shown !== undefined) writeHomeCardCount(shown);
  }, [shown]);

  return (
    <section aria-labelledby="home-cards-title" aria-busy={(!cards && !failed) || undefined}>
      <MemberCardsHeading id="home-cards-title" title={ja.home.cardsTitle} more={more} />
      {!cards && failed ? (
        <EmptyState
          title={ja.home.cardsFailed}
          action={
            <Button variant="outlined" fullWidth onClick={onRetry}>
              {ja.home.retry}
            </Button>
          }
        />
      ) : !cards ? (
        <HomeCardsPlaceholder count={placeholders} />
      ) : cards.shown.length === 0 ? (
        <NoMemberCards />
      ) : (
        <MemberCardList cards={cards.shown} renewals={false} />
      )}
    </section>
  );
}

function HomeCardsPlaceholder({ count }: { count: number }) {
  // No cards last time: the empty notice's own box, invisible, is the right size.
  if (count === 0)
    return (
      <div style={{ visibility: 'hidden' }} inert>
        <NoMemberCards />
      </div>
    );
  return (
    <ul className={cardList.list} aria-label={ja.common.loading}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <MemberCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
