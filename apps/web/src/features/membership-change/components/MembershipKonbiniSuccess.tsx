import { konbiniExpiresAt } from '@fan/shared';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { formatJstDate, formatJstDateTime } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import type { KonbiniSuccessState } from '../model/membership-route-state';
import styles from './MembershipKonbiniSuccess.module.css';

/**
 * The voucher was e-mailed: the deadline, where to pay, and what happens if it passes. The deadline is
 * the voucher's own `expires_at` rule (23:59:59 JST of the third day), the same the voucher shows.
 */
export function MembershipKonbiniSuccess({ plan }: { plan: KonbiniSuccessState | null }) {
  const [deadline] = useState(() => konbiniExpiresAt(new Date()));
  const t = ja.konbiniSuccess;
  return (
    <section className={styles.panel} aria-labelledby="konbini-success-title">
      <h2 id="konbini-success-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.lead}>{t.lead}</p>
      <dl className={styles.deadline}>
        <dt>{t.deadline}</dt>
        <dd>{formatJstDateTime(deadline)}</dd>
      </dl>
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
        <li>{t.mailDelay}</li>
      </ul>
      <ButtonLink to="/home" replace fullWidth>
        {t.toTop}
      </ButtonLink>
    </section>
  );
}
