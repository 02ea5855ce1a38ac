import { useId } from 'react';
import type { PlanPrice } from '../../../entities/membership/plan-documents';
import { formatYen } from '../../../lib/format';
import * as ja from '../../../messages/ja';
import { membershipBreakdown } from '../model/membership-breakdown';
import styles from './MembershipPayment.module.css';
import type { PayMethod } from '../../../entities/payment/model/pay-method';

interface MembershipPeriodSelectProps {
  prices: readonly PlanPrice[];
  method: PayMethod;
  value: string | null;
  onChange: (priceId: string | null) => void;
}

/** The period (price) for the chosen method; options show the price as spec section 5 shows it. */
export function MembershipPeriodSelect({ prices, method, value, onChange }: MembershipPeriodSelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {ja.membershipPayment.periodLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
      >
        <option value="">{ja.membershipPayment.periodPlaceholder}</option>
        {prices.map((p) => (
          <option key={p.stripePriceId} value={p.stripePriceId}>
            {ja.membershipPayment.periodOption(p.title, formatYen(membershipBreakdown(p, method).item))}
          </option>
        ))}
      </select>
    </div>
  );
}
