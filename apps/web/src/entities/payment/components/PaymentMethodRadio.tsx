import { useId } from 'react';
import * as ja from '../../../messages/ja';
import type { PayMethod } from '../model/pay-method';
import styles from './PaymentMethodRadio.module.css';

interface PaymentMethodRadioProps {
  /** Radio group name, unique per screen. */
  name: string;
  value: PayMethod;
  onChange: (method: PayMethod) => void;
  /** Methods that can be chosen; the others are shown disabled. */
  available: readonly PayMethod[];
  /** Why a disabled method cannot be chosen, shown beside it. */
  reasons?: Partial<Record<PayMethod, string>>;
}

/** The card / konbini choice of the point and membership payment screens (both always shown). */
export function PaymentMethodRadio({
  name,
  value,
  onChange,
  available,
  reasons = {},
}: PaymentMethodRadioProps) {
  const id = useId();
  return (
    <fieldset className={styles.methods}>
      <legend className={styles.legend}>{ja.pointPayment.methodLegend}</legend>
      {(['card', 'konbini'] as const).map((method) => {
        const disabled = !available.includes(method);
        const reason = disabled ? reasons[method] : undefined;
        const reasonId = `${id}-${method}-reason`;
        return (
          <div key={method} className={styles.method} data-disabled={disabled || undefined}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={method}
                checked={value === method}
                disabled={disabled}
                aria-describedby={reason ? reasonId : undefined}
                onChange={() => onChange(method)}
              />
              <span>{ja.pointPayment[method]}</span>
            </label>
            {reason && (
              <p id={reasonId} className={styles.reason}>
                {reason}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
