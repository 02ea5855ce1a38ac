import styles from './MemberCard.module.css';

const BLANK = '\u00a0';

/**
 * A member card's placeholder while the cards load: the same boxes and lines as MemberCard (one
 * line each), so it has the card's exact height and the screen does not move when cards arrive.
 */
export function MemberCardSkeleton() {
  return (
    <div className={styles.card} data-level="skeleton" aria-hidden="true">
      <div className={styles.top}>
        <div>
          <p className={styles.kind}>{BLANK}</p>
          <p className={styles.plan}>{BLANK}</p>
        </div>
        <svg width="44" height="44" aria-hidden="true" />
      </div>
      <div className={styles.who}>
        <span className={styles.icon} />
        <div className={styles.names}>
          <p className={styles.name}>{BLANK}</p>
          <p className={styles.english}>{BLANK}</p>
        </div>
      </div>
      <p className={styles.durations}>{BLANK}</p>
      <div className={styles.bottom}>
        <span>{BLANK}</span>
        <span>{BLANK}</span>
        <span>{BLANK}</span>
      </div>
    </div>
  );
}
