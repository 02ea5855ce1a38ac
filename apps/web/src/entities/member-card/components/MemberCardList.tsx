import type { MemberCardData } from '../api/membership-cards-documents';
import { MemberCard } from './MemberCard';
import styles from './MemberCardList.module.css';

export function MemberCardList({ cards }: { cards: readonly MemberCardData[] }) {
  return (
    <ul className={styles.list}>
      {cards.map((card) => (
        <li key={card.databaseId}>
          <MemberCard card={card} />
        </li>
      ))}
    </ul>
  );
}
