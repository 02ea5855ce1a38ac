import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import styles from './PaymentResultPage.module.css';
import text from '../../../components/ui/text.module.css';

import type { ResultTexts, ResultTone } from '../model/result-texts';

interface PaymentResultPageProps {
  tone: ResultTone;
  texts: Pick<ResultTexts, 'page' | 'title' | 'body'>;
  children: ReactNode;
}

/**
 * The payment result pages, shared by point and membership payments and membership changes: the
 * outcome in words that fit it (model/result-texts.ts), トップへ戻る, then the page's own next step.
 */
export function PaymentResultPage({ tone, texts, children }: PaymentResultPageProps) {
  return (
    <Page title={texts.page}>
      <section className={styles.panel} aria-labelledby="payment-result-title">
        <svg className={`${styles.icon} ${styles[tone]}`} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="currentColor" />
          <path
            d={tone === 'success' ? 'M14 24.5l7 7 13-14' : 'M17 17l14 14M31 17L17 31'}
            fill="none"
            stroke="#fff"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <h2 id="payment-result-title" className={styles.title}>
          {texts.title}
        </h2>
        <p className={text.lead}>{texts.body}</p>
        <div className={styles.actions}>
          <ButtonLink to="/home" replace fullWidth>
            {ja.paymentResult.toTop}
          </ButtonLink>
          {children}
        </div>
      </section>
    </Page>
  );
}
