import { AppleMark, GoogleMark } from '../../../components/ui/ProviderMarks';
import { Button } from '../../../components/ui/Button';
import * as ja from '../../../messages/ja';
import styles from './SocialSignInButtons.module.css';

interface SocialSignInButtonsProps {
  onGoogle: () => void;
  onApple: () => void;
  /** Sign-up says 登録; sign-in says ログイン. */
  labels?: { google: string; apple: string };
}

export function SocialSignInButtons({ onGoogle, onApple, labels = ja.signIn }: SocialSignInButtonsProps) {
  return (
    <div className={styles.group}>
      <p className={styles.divider}>{ja.signIn.or}</p>
      <Button variant="neutral" fullWidth onClick={onGoogle}>
        <GoogleMark size={18} />
        {labels.google}
      </Button>
      <Button variant="neutral" fullWidth className={styles.apple} onClick={onApple}>
        <AppleMark size={18} />
        {labels.apple}
      </Button>
    </div>
  );
}
