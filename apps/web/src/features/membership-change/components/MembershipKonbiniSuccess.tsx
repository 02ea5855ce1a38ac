import { buttonClass } from '../../../components/ui/Button';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { formatJstDate, formatJstDateTime } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { KonbiniSuccessState } from '../model/membership-route-state';
import styles from './MembershipKonbiniSuccess.module.css';

/**
 * The invoice is ready: its payment page (where choosing a konbini issues the payment number), its
 * own due date as the API answered it (docs/decisions/038-stripes-invoice-clock.md), and what
 * happens if it passes. A reload of an old tab has neither and shows only what stays true.
 */
export function MembershipKonbiniSuccess({ plan }: { plan: KonbiniSuccessState | null }) {
  const t = ja.konbiniSuccess;
  return (
    <section className={styles.panel} aria-labelledby="konbini-success-title">
      <h2 id="konbini-success-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      {plan?.dueAt && (
        <dl className={styles.deadline}>
          <dt>{t.deadline}</dt>
          <dd>{formatJstDateTime(new Date(plan.dueAt))}</dd>
        </dl>
      )}
      {plan?.paymentUrl && (
        <a
          className={buttonClass('primary', true)}
          href={plan.paymentUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t.openPaymentPage}
        </a>
      )}
      {plan && (
        <dl className={styles.plan}>
          <div>
            <dt>{t.plan}</dt>
            <dd>{t.planInterval(plan.previousPriceInterval, plan.nextPriceInterval)}</dd>
          </div>
          <div>
            <dt>{t.nextBillingDate}</dt>
            <dd>{formatJstDate(plan.nextBillingDate)}</dd>
          </div>
        </dl>
      )}
      <div>
        <h3 className={styles.subtitle}>{t.storesTitle}</h3>
        <ul className={styles.stores}>
          {t.stores.map((store) => (
            <li key={store}>{store}</li>
          ))}
        </ul>
      </div>
      <ul className={styles.notes}>
        <li className={styles.warning}>{t.invalidated}</li>
        <li>{t.activation}</li>
        <li>{t.mailed}</li>
      </ul>
      <ButtonLink to="/home" replace fullWidth variant={plan?.paymentUrl ? 'outlined' : 'primary'}>
        {t.toTop}
      </ButtonLink>
    </section>
  );
}
