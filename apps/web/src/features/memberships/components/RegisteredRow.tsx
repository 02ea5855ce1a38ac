import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import type { SubscribedVTuber } from '../api/membership-list-documents';
import { registeredDate } from '../model/registered-date';
import { CreatorAvatar } from './CreatorAvatar';
import styles from './MembershipList.module.css';

export function RegisteredRow({ vtuber }: { vtuber: SubscribedVTuber }) {
  const date = registeredDate(vtuber);
  return (
    <li className={styles.row}>
      <CreatorAvatar src={vtuber.icon} />
      <div className={styles.info}>
        <p className={styles.name}>{vtuber.name}</p>
        <p className={styles.tier}>
          {vtuber.subscription === 'free' ? ja.memberships.freePlan : vtuber.tierTitle}
        </p>
        {date && <p className={date.red ? `${styles.date} ${styles.red}` : styles.date}>{date.text}</p>}
      </div>
      <ButtonLink
        to="/memberships/plans"
        state={{ contributorId: vtuber.databaseId }}
        variant="outlined"
        className={styles.action}
      >
        {ja.memberships.viewPlans}
      </ButtonLink>
    </li>
  );
}
