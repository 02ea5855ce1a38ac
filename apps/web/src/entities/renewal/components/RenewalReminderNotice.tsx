import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { renewalReminderLines, type RenewalReminderInput } from '../model/renewal-reminder';
import styles from './RenewalReminderNotice.module.css';

/**
 * A long plan renewing within 7 days (issue 37 item 4): when, how much and how, and the way to the
 * plans screen, where the fan cancels (it takes effect at the period's end).
 */
export function RenewalReminderNotice({
  membership,
}: {
  membership: { name: string; contributorId: number; renewalReminder?: RenewalReminderInput | null };
}) {
  const r = membership.renewalReminder;
  if (!r) return null;
  return (
    <section className={styles.notice} role="status" aria-label={ja.renewal.reminderTitle}>
      <h2 className={styles.title}>{ja.renewal.reminderTitle}</h2>
      {renewalReminderLines(membership.name, r).map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      <ButtonLink
        to="/memberships/plans"
        state={{ contributorId: membership.contributorId }}
        variant="outlined"
        fullWidth
      >
        {ja.renewal.reminderPlans}
      </ButtonLink>
    </section>
  );
}
