import type { ReactNode } from 'react';
import * as ja from '../../../messages/ja';
import text from '../../../components/ui/text.module.css';
import type { DeletionPreview } from '../api/account-deletion-documents';
import { deletionFacts } from '../model/deletion-facts';
import styles from './DeletionFacts.module.css';

// Apple's own page on cancelling a subscription (what an iOS member does after 退会).
const APP_STORE_SUBSCRIPTIONS = 'https://apps.apple.com/account/subscriptions';

/** One titled card of the 退会 page: a fact about this fan's account, or the data download. */
export function FactSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.heading}>{title}</h2>
      {children}
    </section>
  );
}

/** What 退会 does with this fan's own memberships, points, card and receipts. */
export function DeletionFacts({ preview }: { preview: DeletionPreview }) {
  const t = ja.accountDeletion;
  const { web, ios, points, card } = deletionFacts(preview);
  return (
    <>
      <FactSection title={t.webMembershipsTitle}>
        {web.length === 0 ? (
          <p className={text.note}>{t.noMemberships}</p>
        ) : (
          <>
            <ul className={styles.list}>
              {web.map((m) => (
                <li key={`${m.creatorName}-${m.tierTitle}`}>
                  {t.webMembershipEnds(m.creatorName, m.tierTitle)}
                </li>
              ))}
            </ul>
            {web.some((m) => m.paid) && <p className={text.note}>{t.webMembershipNoRefund}</p>}
          </>
        )}
      </FactSection>
      {ios.length > 0 && (
        <FactSection title={t.iosMembershipsTitle}>
          <ul className={styles.list}>
            {ios.map((m) => (
              <li key={`${m.creatorName}-${m.tierTitle}`}>
                {t.iosMembershipContinues(m.creatorName, m.tierTitle)}
              </li>
            ))}
          </ul>
          <p className={text.note}>{t.iosCancelHint}</p>
          <a className={styles.link} href={APP_STORE_SUBSCRIPTIONS} target="_blank" rel="noreferrer">
            {t.iosCancelLink}
          </a>
        </FactSection>
      )}
      <FactSection title={t.pointsTitle}>
        {points.length === 0 ? (
          <p className={text.note}>{t.noPoints}</p>
        ) : (
          <ul className={styles.list}>
            {points.map((p) => (
              <li key={p.name}>
                {t.pointsBalance(
                  p.name,
                  `${p.paid.toLocaleString('ja-JP')}${p.unit}`,
                  `${p.free.toLocaleString('ja-JP')}${p.unit}`,
                )}
              </li>
            ))}
          </ul>
        )}
        <p className={text.note}>{t.pointsForfeited}</p>
      </FactSection>
      <FactSection title={t.cardTitle}>
        <p className={text.note}>{card ? t.cardRemoved(card.brand.toUpperCase(), card.last4) : t.noCard}</p>
      </FactSection>
      <FactSection title={t.receiptsTitle}>
        <p className={text.note}>{t.receiptsKept}</p>
      </FactSection>
    </>
  );
}
