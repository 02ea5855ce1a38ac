import { useEffect, useState, type FormEvent } from 'react';
import { Dialog } from '@fan/web-kit/dialog';
import { checkEmail } from '@fan/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { env } from '../../../lib/env';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { SOCIAL_PROVIDER_NAMES, type SocialProviderId } from '../model/social-provider';
import { devSubjectFor, unsignedIdToken } from '../model/unsigned-id-token';
import { devChooserMessages as m } from './dev-chooser-messages';
import { listEmulatorIdentities, type DevIdentity } from './list-emulator-identities';
import styles from './DevAccountChooser.module.css';
import text from '../../../components/ui/text.module.css';

interface Props {
  providerId: SocialProviderId;
  onDone: (idToken: string | null) => void;
}

/** Development stand-in for the provider's popup: pick a test account or type an e-mail. */
export default function DevAccountChooser({ providerId, onDone }: Props) {
  const name = SOCIAL_PROVIDER_NAMES[providerId];
  const [identities, setIdentities] = useState<DevIdentity[]>([]);
  const email = useValidatedField(checkEmail);

  useEffect(() => {
    void listEmulatorIdentities(providerId).then(setIdentities);
  }, [providerId]);

  const choose = (identity: DevIdentity) =>
    onDone(unsignedIdToken(providerId, identity, env.firebase.projectId));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (email.error) return;
    const address = email.value.trim().toLowerCase();
    const known = identities.find((identity) => identity.email === address);
    choose(known ?? { sub: devSubjectFor(providerId, address), email: address });
  };

  return (
    <Dialog
      open
      title={
        <>
          {m.title(name)} <span className={styles.badge}>{m.badge}</span>
        </>
      }
      onClose={() => onDone(null)}
    >
      <p className={text.note}>{m.note(name)}</p>
      {identities.length > 0 && (
        <section aria-label={m.existing}>
          <h3 className={styles.subtitle}>{m.existing}</h3>
          <ul className={styles.list}>
            {identities.map((identity) => (
              <li key={identity.sub}>
                <button type="button" className={styles.identity} onClick={() => choose(identity)}>
                  {identity.email}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={m.emailLabel}
          type="email"
          autoComplete="off"
          autoFocus
          error={fieldErrorMessage(ja.fields.email, email.shownError)}
          {...email.inputProps}
        />
        <Button type="submit" fullWidth disabled={email.error !== null}>
          {m.continue}
        </Button>
        <Button variant="neutral" fullWidth onClick={() => onDone(null)}>
          {ja.common.cancel}
        </Button>
      </form>
    </Dialog>
  );
}
