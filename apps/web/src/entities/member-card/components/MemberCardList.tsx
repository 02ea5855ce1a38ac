import { RenewalNotice } from '../../renewal/components/RenewalNotice';
import { RenewalReminderNotice } from '../../renewal/components/RenewalReminderNotice';
import type { MemberCardData } from '../api/membership-cards-documents';
import { MemberCard } from './MemberCard';
import styles from './MemberCardList.module.css';

/**
 * The cards; each with its unpaid renewal's notice, or its coming renewal's reminder, under it unless
 * the screen shows them already (home).
 */
export function MemberCardList({
  cards,
  renewals = true,
}: {
  cards: readonly MemberCardData[];
  renewals?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.databaseId} className={styles.item}>
          <MemberCard card={card} />
          {renewals && card.unpaidRenewal && <RenewalNotice renewal={card.unpaidRenewal} />}
          {renewals && <RenewalReminderNotice membership={card} />}
        </li>
      ))}
    </ul>
  );
}
