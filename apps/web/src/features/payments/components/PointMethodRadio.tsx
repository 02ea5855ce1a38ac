import { ja } from '../../../messages/ja';
import type { PointPayMethod } from '../model/point-price-breakdown';
import styles from './PointPayment.module.css';

interface PointMethodRadioProps {
  value: PointPayMethod;
  onChange: (method: PointPayMethod) => void;
  /** Methods the package has a price for. */
  available: readonly PointPayMethod[];
}

export function PointMethodRadio({ value, onChange, available }: PointMethodRadioProps) {
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{ja.pointPayment.methodLegend}</legend>
      {(['card', 'konbini'] as const).map((method) => (
        <label key={method} className={styles.method}>
          <input
            type="radio"
            name="point-pay-method"
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
