import * as ja from '../../../messages/ja';
import type { SavedCard } from '../../../entities/payment/api/saved-card';
import { brandDisplayName } from '../../../entities/payment/model/card-brand';
import { BrandMark } from './BrandMark';
import styles from './SavedCardView.module.css';

/** The saved card drawn as a card: brand, masked number, expiry and holder name. */
export function SavedCardView({ card }: { card: SavedCard }) {
  return (
    <section className={styles.card} aria-label={ja.card.cardLabel}>
      <div className={styles.top}>
        <BrandMark brand={card.brand} />
        <span className={styles.brand}>{brandDisplayName(card.brand)}</span>
      </div>
      <p className={styles.number}>{ja.card.maskedNumber(card.last4)}</p>
      <dl className={styles.meta}>
        <div>
          <dt>{ja.card.expiry}</dt>
          <dd>{card.exp}</dd>
        </div>
        <div className={styles.holder}>
          <dt>{ja.card.holderName}</dt>
          <dd>{card.name.toUpperCase()}</dd>
        </div>
      </dl>
    </section>
  );
}
