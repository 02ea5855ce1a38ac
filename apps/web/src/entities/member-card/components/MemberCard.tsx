import { formatJstDate } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { MemberCardData } from '../api/membership-cards-documents';
import { memberCardLevel } from '../model/member-card-level';
import { CardEmblem } from './CardEmblem';
import styles from './MemberCard.module.css';

/** One membership as a card: colours and emblem by tier level, the fan's support in months. */
export function MemberCard({ card }: { card: MemberCardData }) {
  const { level, planName } = memberCardLevel(card.currentTier.level, card.currentTier.title);
  return (
    <article className={styles.card} data-level={level} aria-label={`${ja.memberCards.title} ${card.name}`}>
      <div className={styles.top}>
        <div>
          <p className={styles.kind}>{ja.memberCards.title}</p>
          <p className={styles.plan}>{planName}</p>
        </div>
        <CardEmblem level={level} />
      </div>
      <div className={styles.who}>
        <span className={styles.icon}>
          {card.icon && <img src={card.icon} alt="" width={44} height={44} />}
        </span>
        <div className={styles.names}>
          <p className={styles.name}>{card.name}</p>
          <p className={styles.english}>{card.englishName}</p>
        </div>
      </div>
      <p className={styles.durations}>
        <span>{ja.memberCards.totalDuration(card.totalDuration)}</span>
        <span>{ja.memberCards.planDuration(card.duration)}</span>
      </p>
      <div className={styles.bottom}>
        <span>{ja.memberCards.serial(card.serialNumber)}</span>
        <span>
          {ja.memberCards.membershipNumber} {card.membershipNumber}
        </span>
        <span>{ja.memberCards.issuedAt(formatJstDate(card.issuedAt))}</span>
      </div>
    </article>
  );
}
