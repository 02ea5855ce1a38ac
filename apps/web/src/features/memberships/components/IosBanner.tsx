import * as ja from '../../../messages/ja';
import styles from './PlansContent.module.css';

/** iOS purchases are changed only in the iOS app (spec section 1). */
export function IosBanner() {
  return (
    <p role="note" className={styles.ios}>
      {ja.memberships.iosBanner}
    </p>
  );
}

/** Why the current free tier shows no 解約する: a paid registration awaits its payment (3-D Secure). */
export function FreeCancelPendingNote() {
  return (
    <p role="note" className={styles.note}>
      {ja.memberships.freeCancelPending}
    </p>
  );
}
