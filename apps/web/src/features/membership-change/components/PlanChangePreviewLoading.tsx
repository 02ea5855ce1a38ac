import { Loading } from '../../../components/ui/Loading';
import * as ja from '../../../messages/ja';
import styles from './MembershipManagement.module.css';

/** Shown while the API asks Stripe what the change will charge. */
export function PlanChangePreviewLoading() {
  return (
    <div className={styles.status}>
      <Loading />
      <p>{ja.membershipManagement.previewLoading}</p>
    </div>
  );
}
