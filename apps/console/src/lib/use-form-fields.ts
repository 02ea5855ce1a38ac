import { useState } from 'react';

/** A form's text values in one state; `bind(key)` is the onChange that writes that key. */
export function useFormFields<F extends Record<string, string>>(initial: F | (() => F)) {
  const [form, setForm] = useState(initial);
  const bind = (key: keyof F) => (e: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [key]: e.target.value }));
  return [form, bind, setForm] as const;
}
