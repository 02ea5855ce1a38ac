import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/ui/Logo';
import { Page } from '../../../components/ui/Page';
import { SocialButtonsWithChooser } from './SocialButtonsWithChooser';
import styles from './SignInFrame.module.css';

interface SignInFrameProps {
  title: string;
  /** The Google and Apple buttons' labels; sign-in's when left out. */
  socialLabels?: { google: string; apple: string };
  /** The line under the card that leads to the other screen. */
  other: { text: string; link: string; to: string };
  /** The e-mail form. */
  children: ReactNode;
}

/** Sign-in and sign-up: the logo, a card with the e-mail form and the Google and Apple buttons. */
export function SignInFrame({ title, socialLabels, other, children }: SignInFrameProps) {
  return (
    <Page title={title} backTo="/">
      <div className={styles.intro}>
        <Logo size={36} />
      </div>
      <div className={styles.card}>
        {children}
        <SocialButtonsWithChooser labels={socialLabels} />
      </div>
      <p className={styles.signUp}>
        {other.text}
        <Link to={other.to}>{other.link}</Link>
      </p>
    </Page>
  );
}
