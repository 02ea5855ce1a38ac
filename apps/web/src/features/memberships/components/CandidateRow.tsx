import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import type { MembershipCandidate } from '../api/membership-list-documents';
import { CreatorAvatar } from './CreatorAvatar';
import styles from './MembershipList.module.css';

export function CandidateRow({ candidate }: { candidate: MembershipCandidate }) {
  return (
    <li className={styles.row}>
      <CreatorAvatar src={candidate.icon} />
      <div className={styles.info}>
        <p className={styles.name}>{candidate.name}</p>
      </div>
      <ButtonLink
        to="/memberships/plans"
        state={{ contributorId: candidate.databaseId }}
        className={styles.action}
      >
        {ja.memberships.register}
      </ButtonLink>
    </li>
  );
}
