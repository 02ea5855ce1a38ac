import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorCode } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import styles from './MembershipManagement.module.css';

/** Refusals whose message the API writes for the fan (e.g. a change already being paid). */
const SHOWN: readonly string[] = [
  ErrorCode.BadUserInput,
  ErrorCode.Conflict,
  ErrorCode.Forbidden,
  ErrorCode.NotFound,
];

/** The API's own words for a refusal, or null for an outage (then: try again). */
export function refusalMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const refusal = error.errors.find((e) => SHOWN.includes(String(e.extensions?.code)));
  return refusal?.message ?? null;
}

/** The preview failed: nothing can be confirmed without the amount; retry or go back. */
export function PlanChangePreviewFailed({
  error,
  onRetry,
  contributorId,
}: {
  error: unknown;
  onRetry: () => void;
  contributorId: number;
}) {
  // Maintenance, terms and sign-out move the whole app (the Apollo error link).
  if (routedCodeOf(error)) return null;
  const t = ja.membershipManagement;
  const refusal = refusalMessage(error);
  return (
    <section role="alert" className={styles.failed}>
      <p className={styles.failedTitle}>{t.previewFailed}</p>
      <p className={styles.failedBody}>{refusal ?? t.previewRetryHint}</p>
      {!refusal && (
        <Button fullWidth onClick={onRetry}>
          {t.retry}
        </Button>
      )}
      <ButtonLink to="/memberships/plans" state={{ contributorId }} variant="outlined" fullWidth>
        {t.backToPlans}
      </ButtonLink>
    </section>
  );
}
