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
