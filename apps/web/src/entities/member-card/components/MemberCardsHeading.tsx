import { Link } from 'react-router';
import * as ja from '../../../messages/ja';
import styles from './MemberCardsHeading.module.css';

/** Home's card-area heading with the すべて見る link when some cards are not shown. */
export function MemberCardsHeading({ id, title, more }: { id: string; title: string; more: boolean }) {
  return (
    <div className={styles.row}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {more && (
        <Link to="/membership_cards" className={styles.more}>
          {ja.memberCards.seeAll}
        </Link>
      )}
    </div>
  );
}
