import { Button, buttonClass } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { useAuthenticateRenewal } from '../api/use-authenticate-renewal';
import { renewalNotice, type RenewalNoticeInput } from '../model/renewal-notice';
import styles from './RenewalNotice.module.css';

/**
 * A renewal not paid yet (issue 28): what failed, until when the membership continues, and the one
 * step that fixes it. `cardForm: false` on the card form's own page leaves out the link to it;
 * `plans` on the plans screen also says why no upgrade is offered.
 */
export function RenewalNotice({
  renewal,
  cardForm = true,
  plans = false,
}: {
  renewal: RenewalNoticeInput;
  cardForm?: boolean;
  plans?: boolean;
}) {
  const text = renewalNotice(renewal);
  const { authenticate, inFlight } = useAuthenticateRenewal();
  const actions = text.actions.filter((a) => cardForm || a !== 'updateCard');
  return (
    <section className={styles.notice} data-method={renewal.method} role="status" aria-label={text.title}>
      <h2 className={styles.title}>{text.title}</h2>
      {[...text.lines, ...(plans ? [ja.renewal.noUpgradeUntilPaid] : [])].map((line) => (
        <p key={line} className={styles.line}>
          {line}
        </p>
      ))}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action, i) => {
            const variant = i === 0 ? 'primary' : 'text';
            if (action === 'authenticate')
              return (
                <Button
                  key={action}
                  variant={variant}
                  fullWidth
                  disabled={inFlight}
                  onClick={() => void authenticate()}
                >
                  {ja.renewal.authenticateAndPay}
                </Button>
              );
            if (action === 'voucher')
              return (
                <a
                  key={action}
                  className={buttonClass(variant, true)}
                  href={renewal.voucherUrl!}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {ja.renewal.openVoucher}
                </a>
              );
            return (
              <ButtonLink
                key={action}
                variant={variant}
                fullWidth
                to="/payments/card/form"
                state={{ renewal: true }}
              >
                {ja.renewal.updateCardAndPay}
              </ButtonLink>
            );
          })}
        </div>
      )}
    </section>
  );
}

/** Every notice of a list (home, the card page). */
export function RenewalNotices({ renewals }: { renewals: readonly RenewalNoticeInput[] }) {
  if (renewals.length === 0) return null;
  return (
    <div className={styles.list}>
      {renewals.map((r) => (
        <RenewalNotice key={`${r.membership.name}-${r.continuesUntil}`} renewal={r} />
      ))}
    </div>
  );
}
