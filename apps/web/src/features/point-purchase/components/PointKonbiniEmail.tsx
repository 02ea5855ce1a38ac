import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/TextField';
import * as ja from '../../../messages/ja';
import styles from './PointPayment.module.css';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'error' | 'hint'>;

/** The konbini e-mail (the voucher details are sent there) and what happens next. */
export function PointKonbiniEmail({ error, ...input }: InputProps & { error: string | null }) {
  return (
    <>
      <TextField
        label={ja.fields.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        error={error}
        hint={ja.pointPayment.konbiniEmailHint}
        {...input}
      />
      <p className={styles.note}>{ja.pointPayment.konbiniNote}</p>
    </>
  );
}
