import { formatJstDate } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import styles from './MembershipPayment.module.css';

export function MembershipRenewalDate({ date }: { date: Date }) {
  return (
    <dl className={styles.renewal}>
      <dt>{ja.membershipPayment.renewalDate}</dt>
      <dd>{formatJstDate(date)}</dd>
    </dl>
  );
}
