import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Logo } from '../../../components/ui/Logo';
import { externalLinks } from '../../../lib/external-links';
import * as ja from '../../../messages/ja';
import { ExternalLink } from '../components/ExternalLink';
import { Sparkles } from '../components/Sparkles';
import styles from './LandingPage.module.css';

const t = ja.landing;

export default function LandingPage() {
  return (
    <div className={styles.landing}>
      <Sparkles />
      <main className={styles.hero}>
        <h1>
          <Logo size={44} light />
        </h1>
        <p className={styles.tagline}>{t.tagline}</p>
        <p className={styles.intro}>{t.intro}</p>
      </main>
      <section className={styles.sheet}>
        <ButtonLink to="/sign_up" fullWidth>
          {t.signUp}
        </ButtonLink>
        <ButtonLink to="/sign_in" variant="outlined" fullWidth>
          {t.signIn}
        </ButtonLink>
        <p className={styles.notice}>
          {t.consentBefore}
          <ExternalLink href={externalLinks.termsOfUse}>{t.termsOfUse}</ExternalLink>
          {t.consentJoin}
          <ExternalLink href={externalLinks.privacyPolicy}>{t.privacyPolicy}</ExternalLink>
          {t.consentAfter}
        </p>
        <nav className={styles.links}>
          <ExternalLink href={externalLinks.commercialTransactions}>{t.commercialTransactions}</ExternalLink>
          <ExternalLink href={externalLinks.marketingSite}>{t.marketingSite}</ExternalLink>
        </nav>
      </section>
    </div>
  );
}
