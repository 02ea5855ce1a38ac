import * as ja from '../../../messages/ja';
import styles from './PaymentMethodRadio.module.css';

export type PayMethod = 'card' | 'konbini';

interface PaymentMethodRadioProps {
  /** Radio group name, unique per screen. */
  name: string;
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** Methods the product has a price for; the others are shown disabled. */
  available: readonly PayMethod[];
}

/** The card / konbini choice of the point and membership payment screens. */
export function PaymentMethodRadio({ name, value, onChange, available }: PaymentMethodRadioProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{ja.pointPayment.methodLegend}</legend>
      {(['card', 'konbini'] as const).map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            disabled={!available.includes(method)}
            onChange={() => onChange(method)}
          />
          <span>{ja.pointPayment[method]}</span>
        </label>
      ))}
    </fieldset>
  );
}
