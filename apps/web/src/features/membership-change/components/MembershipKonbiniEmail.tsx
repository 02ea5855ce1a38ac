import type { ComponentProps } from 'react';
import { TextField } from '../../../components/ui/TextField';
import * as ja from '../../../messages/ja';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'hint'>;

/** Where the konbini voucher is e-mailed (saved to the profile before paying). */
export function MembershipKonbiniEmail(props: InputProps) {
  return (
    <TextField
      label={ja.fields.email}
      type="email"
      inputMode="email"
      autoComplete="email"
      hint={ja.membershipPayment.konbiniEmailHint}
      {...props}
    />
  );
}
