import type { ReactNode } from 'react';
import { Button } from './Button';
import { FormStatus } from './FormStatus';
import { pageStyles } from './Page';

interface ActionFormProps {
  /** What `useAction` returns for this form's submit. */
  action: { run: () => Promise<void>; busy: boolean; error: string | null; done: string | null };
  submitLabel: string;
  busyLabel: string;
  /** A form of its own on the page (a card); without it, a form inside a card. */
  card?: boolean;
  'aria-label'?: string;
  submitDisabled?: boolean;
  children: ReactNode;
}

/** A create or edit form: its fields, a submit on its own row, and the last submit's outcome. */
export function ActionForm({
  action,
  submitLabel,
  busyLabel,
  card,
  submitDisabled,
  children,
  ...rest
}: ActionFormProps) {
  return (
    <form
      className={card ? `${pageStyles.card} ${pageStyles.form}` : pageStyles.form}
      aria-label={rest['aria-label']}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run();
      }}
    >
      {children}
      <div className={pageStyles.formWide}>
        <Button type="submit" disabled={action.busy || submitDisabled}>
          {action.busy ? busyLabel : submitLabel}
        </Button>
      </div>
      <div className={pageStyles.formWide}>
        <FormStatus error={action.error} done={action.done} />
      </div>
    </form>
  );
}
