import type { ComponentProps } from 'react';
import { fieldErrorMessage } from '../../lib/field-error-message';
import type { useValidatedField } from '../../lib/use-validated-field';
import * as ja from '../../messages/ja';
import { TextField } from './TextField';

type InputProps = Omit<ComponentProps<typeof TextField>, 'label' | 'error' | 'value' | 'onChange' | 'onBlur'>;

interface EmailFieldProps extends InputProps {
  /** The address, checked by the shared rule (useValidatedField with checkEmail). */
  field: ReturnType<typeof useValidatedField>;
  label?: string;
}

/** An e-mail address input; its error message names the field by its label. */
export function EmailField({ field, label = ja.fields.email, ...input }: EmailFieldProps) {
  return (
    <TextField
      label={label}
      type="email"
      autoComplete="email"
      inputMode="email"
      error={fieldErrorMessage(label, field.shownError)}
      {...input}
      {...field.inputProps}
    />
  );
}
