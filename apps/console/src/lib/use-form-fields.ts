import { useState, type Dispatch, type SetStateAction } from 'react';

/** The keys of F whose values are V. */
type KeysOf<F, V> = { [K in keyof F]: F[K] extends V ? K : never }[keyof F];

/**
 * A form's values bound to its fields, spread onto them: `text(key)` for an input, a select or a text
 * area (the value as typed), `check(key)` for a checkbox.
 */
export function bindFields<F extends object>(form: F, setForm: Dispatch<SetStateAction<F>>) {
  return {
    text: (key: KeysOf<F, string>) => ({
      value: form[key] as string,
      onChange: ({ target: { value } }: { target: { value: string } }) =>
        setForm((current) => ({ ...current, [key]: value })),
    }),
    check: (key: KeysOf<F, boolean>) => ({
      checked: form[key] as boolean,
      onChange: ({ target: { checked } }: { target: { checked: boolean } }) =>
        setForm((current) => ({ ...current, [key]: checked })),
    }),
  };
}

/** A form's values in one state, with the binders of its fields. */
export function useFormFields<F extends object>(initial: F | (() => F)) {
  const [form, setForm] = useState(initial);
  return { form, setForm, ...bindFields(form, setForm) };
}
