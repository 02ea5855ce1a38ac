import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Logo } from '../../../components/ui/Logo';
import { clearInProgressPayment } from '../../../lib/storage';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { HOME_SCREEN, HOME_SCREEN_VARIABLES } from '../api/home-screen';
import { useLogout } from '../../../lib/use-logout';
import { MembershipCardsArea } from '../components/MembershipCardsArea';
import { MenuList } from '../components/MenuList';
import { RenewalNotices } from '../../../entities/renewal/components/RenewalNotice';
import { RenewalReminderNotice } from '../../../entities/renewal/components/RenewalReminderNotice';
import { readHomeCardCount } from '../model/home-card-count';
import section from '../components/HomeSection.module.css';
import styles from './HomePage.module.css';

export default function HomePage() {
  // One request for the whole screen (issue 13): the name and the first page of cards.
  const { data, error, refetch } = useQuery(HOME_SCREEN, { variables: HOME_SCREEN_VARIABLES });
  useQueryErrorRedirect(error);
  const logout = useLogout();
  // With last visit's card count the skeletons are the cards' size and the menu can show at once;
  // without it (a first visit here) the menu waits for the cards, so it appears rather than moves.
  // A failed load settles too: the menu and logout are the fan's way on from here.
  const [cardCount] = useState(readHomeCardCount);
  const failed = data === undefined && error !== undefined;
  const settled = data !== undefined || cardCount !== null || failed;

  // Spec section 4: opening home abandons any payment that was in progress.
  useEffect(() => clearInProgressPayment(), []);

  const name = data?.listenerProfile.name;
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <Logo size={28} light />
        <h1 className={styles.greeting} aria-busy={!name || undefined}>
          {name ? ja.home.greeting(name) : '\u00a0'}
        </h1>
      </header>
      <RenewalNotices renewals={data?.unpaidRenewals ?? []} />
      {/* Reminders of the cards home shows: paid ones come first, so every renewing one up to 3. */}
      {data?.subscriptionMembershipsConnection.edges.map(({ node }) => (
        <RenewalReminderNotice key={node.databaseId} membership={node} />
      ))}
      <MembershipCardsArea
        data={data}
        placeholders={cardCount ?? 1}
        failed={failed}
        onRetry={() => void refetch().catch(() => undefined)}
      />
      {settled && (
        <>
          <section>
            <h2 className={section.title}>{ja.home.menuTitle}</h2>
            <MenuList />
          </section>
          <Button variant="outlined" fullWidth className={styles.logout} onClick={() => void logout()}>
            {ja.home.logout}
          </Button>
        </>
      )}
    </main>
  );
}
