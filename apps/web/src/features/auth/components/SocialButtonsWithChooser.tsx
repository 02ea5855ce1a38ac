import { useEffect } from 'react';
import * as ja from '../../../messages/ja';
import { preloadProviderPopup } from '../api/provider-auth';
import { useSocialSignIn } from '../api/use-social-sign-in';
import { SocialSignInButtons } from './SocialSignInButtons';
import { useDevChooser } from './use-dev-chooser';

/** Google and Apple buttons wired to the provider sign-in (popup, or the dev chooser offline). */
export function SocialButtonsWithChooser({ labels }: { labels?: { google: string; apple: string } }) {
  const { pick, chooser } = useDevChooser();
  const signIn = useSocialSignIn(pick);
  useEffect(preloadProviderPopup, []);
  return (
    <>
      <SocialSignInButtons
        labels={labels ?? ja.signIn}
        onGoogle={() => void signIn('google.com')}
        onApple={() => void signIn('apple.com')}
      />
      {chooser}
    </>
  );
}
