import * as ja from '../../messages/ja';
import { ButtonLink } from './ButtonLink';
import { Page } from './Page';
import styles from './ComingSoon.module.css';

/** Placeholder body for screens that later issues build; each route file wraps this. */
export function ComingSoon({ title, backTo = '/home' }: { title: string; backTo?: string }) {
  return (
    <Page title={title} backTo={backTo}>
      <div className={styles.box} data-placeholder="true">
        <div className={styles.badge} aria-hidden="true">
          <svg width="36" height="36" viewBox="0 0 24 24">
            <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </div>
        <p className={styles.heading}>{ja.common.comingSoon}</p>
        <p className={styles.body}>{ja.common.comingSoonBody}</p>
        <ButtonLink to="/home" fullWidth>
          {ja.common.backToHome}
        </ButtonLink>
      </div>
    </Page>
  );
}
