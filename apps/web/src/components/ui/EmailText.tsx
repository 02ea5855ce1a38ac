import { Fragment, type ReactNode } from 'react';
import styles from './EmailText.module.css';

const EMAIL = /([^\s@、。「」（）()]+@[^\s@、。「」（）()]+\.[A-Za-z]{2,})/;

/** An e-mail address that wraps only at its separators (before @ and each dot) when it must. */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=[@.])/);
  return (
    <span className={styles.email}>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Text with every e-mail address in it rendered as EmailText (the messages embed addresses). */
export function withEmailBreaks(text: string): ReactNode {
  const pieces = text.split(EMAIL);
  if (pieces.length === 1) return text;
  return pieces.map((piece, i) => (i % 2 === 1 ? <EmailText key={i} email={piece} /> : piece));
}
