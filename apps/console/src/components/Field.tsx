import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styles from './Field.module.css';

interface FieldProps {
  label: string;
  hint?: ReactNode;
}

/** What a field's control takes from its frame: its id, its class and the hint that describes it. */
interface Control {
  id: string;
  className: string | undefined;
  'aria-describedby': string | undefined;
}

/** A labelled control with its hint under it; `control` draws the input, select or text area. */
function Frame({ label, hint, control }: FieldProps & { control: (props: Control) => ReactNode }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {control({ id, className: styles.control, 'aria-describedby': hint ? `${id}-hint` : undefined })}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  );
}

export function TextField({ label, hint, ...input }: FieldProps & ComponentPropsWithoutRef<'input'>) {
  return <Frame label={label} hint={hint} control={(control) => <input {...control} {...input} />} />;
}

export function TextArea({ label, hint, ...input }: FieldProps & ComponentPropsWithoutRef<'textarea'>) {
  return <Frame label={label} hint={hint} control={(control) => <textarea {...control} {...input} />} />;
}

export function SelectField({ label, hint, ...select }: FieldProps & ComponentPropsWithoutRef<'select'>) {
  return <Frame label={label} hint={hint} control={(control) => <select {...control} {...select} />} />;
}

export function CheckField({ label, ...input }: { label: string } & ComponentPropsWithoutRef<'input'>) {
  return (
    <label className={styles.check}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  );
}
