import { ButtonLink } from '../../../components/ui/ButtonLink';
import * as ja from '../../../messages/ja';
import { DevInboxLink } from '../dev/DevInboxLink';
import { ResultNotice } from './ResultNotice';
import styles from './VerificationSent.module.css';

/** After sign-up: where the mail went and what to do when it does not arrive (spec section 2). */
export function VerificationSent({ email }: { email: string }) {
  return (
    <ResultNotice
      kind="sent"
      title={ja.signUp.sentTitle}
      body={ja.signUp.sentBody(email)}
      actions={
        <ButtonLink to="/sign_in" fullWidth>
          {ja.signUp.toSignIn}
        </ButtonLink>
      }
    >
      <h3 className={styles.tipsTitle}>{ja.signUp.tipsTitle}</h3>
      <ul className={styles.tips}>
        {ja.signUp.tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      {__EMULATOR_BUILD__ && <DevInboxLink email={email} />}
    </ResultNotice>
  );
}
