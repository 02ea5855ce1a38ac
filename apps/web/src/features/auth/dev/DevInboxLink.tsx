import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { env } from '../../../lib/env';
import { devInboxMessages } from './dev-chooser-messages';
import { emulatorInboxUrl, listEmulatorMail, type DevMail } from './list-emulator-mail';
import styles from './DevInboxLink.module.css';

/**
 * Development only (the Auth Emulator sends no e-mail): the verification link it would have sent to
 * this address, and its whole inbox. Renders nothing against real Firebase.
 */
export function DevInboxLink({ email }: { email: string }) {
  const [mail, setMail] = useState<DevMail | null>(null);
  const emulator = __EMULATOR_BUILD__ && env.firebase.authEmulatorUrl !== '';
  useEffect(() => {
    if (!emulator) return;
    void listEmulatorMail(email).then((found) => setMail(found[0] ?? null));
  }, [email, emulator]);
  if (!emulator) return null;
  const t = devInboxMessages;
  return (
    <aside className={styles.box} aria-label={t.label}>
      <p className={styles.label}>{t.label}</p>
      {mail && <Link to={mail.handlerPath}>{t.openVerification}</Link>}
      <a href={emulatorInboxUrl()} target="_blank" rel="noopener noreferrer">
        {t.openInbox}
      </a>
    </aside>
  );
}
