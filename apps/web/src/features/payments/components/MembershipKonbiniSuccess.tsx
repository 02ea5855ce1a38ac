import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { formatJstDateTime } from '../../../lib/format';
import { ja } from '../../../messages/ja';
import { konbiniDeadline } from '../model/membership-konbini-deadline';
import styles from './MembershipKonbiniSuccess.module.css';

/** The voucher was e-mailed: the deadline, where to pay, and what happens if it passes. */
export function MembershipKonbiniSuccess() {
  const [deadline] = useState(() => konbiniDeadline(new Date()));
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
