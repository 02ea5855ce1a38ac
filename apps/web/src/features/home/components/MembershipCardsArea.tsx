import { EmptyState } from '../../../components/ui/EmptyState';
import { ja } from '../../../messages/ja';
import styles from './HomeSection.module.css';

/** PLACEHOLDER: up to 3 membership cards and the all-cards link come with a later issue. */
export function MembershipCardsArea() {
  return (
    <section data-placeholder="membership-cards">
      <h2 className={styles.title}>{ja.home.cardsTitle}</h2>
      <EmptyState title={ja.home.cardsPlaceholder} />
    </section>
  );
}
