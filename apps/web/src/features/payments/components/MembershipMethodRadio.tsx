import { ja } from '../../../messages/ja';
import type { MembershipPayMethod } from '../model/membership-payment-state';
import styles from './MembershipPayment.module.css';

interface MembershipMethodRadioProps {
  value: MembershipPayMethod;
  onChange: (method: MembershipPayMethod) => void;
  available: readonly MembershipPayMethod[];
}

export function MembershipMethodRadio({ value, onChange, available }: MembershipMethodRadioProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{ja.membershipPayment.methodLegend}</legend>
      {available.map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="membership-pay-method"
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          <span>{ja.membershipPayment[method]}</span>
        </label>
      ))}
    </fieldset>
  );
}
