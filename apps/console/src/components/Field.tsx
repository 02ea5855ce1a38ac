import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldProps {
  label: string;
  hint?: ReactNode;
}

function Frame({ id, label, hint, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

export function TextField({ label, hint, ...input }: FieldProps & ComponentPropsWithoutRef<'input'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint}>
      <input
        id={id}
        className={styles.control}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
    </Frame>
  );
}

export function TextArea({ label, hint, ...input }: FieldProps & ComponentPropsWithoutRef<'textarea'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint}>
      <textarea
        id={id}
        className={styles.control}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...input}
      />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  children,
  ...select
}: FieldProps & ComponentPropsWithoutRef<'select'>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint}>
      <select
        id={id}
        className={styles.control}
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...select}
      >
        {children}
      </select>
    </Frame>
  );
}

export function CheckField({ label, ...input }: { label: string } & ComponentPropsWithoutRef<'input'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
