import type { ReactNode } from 'react';
import { normalizeTierLevel } from '@fan/shared';
import * as ja from '../../../messages/ja';
import type { PlanTier } from '../../../entities/membership/plan-documents';
import { perkChips } from '../model/perk-chips';
import type { TierBadge } from '../model/tier-badge';
import styles from './TierCard.module.css';

const BADGE_TEXT: Record<TierBadge, string> = {
  current: ja.memberships.badgeCurrent,
  pending: ja.memberships.badgePending,
  canceled: ja.memberships.badgeCanceled,
  scheduled: ja.memberships.badgeScheduled,
};

interface TierCardProps {
  tier: PlanTier;
  badge: TierBadge | null;
  children?: ReactNode;
}

/** One tier of a creator: title, state badge, perks per month, description, then its buttons. */
export function TierCard({ tier, badge, children }: TierCardProps) {
  const chips = perkChips(tier);
  return (
    <article className={styles.card} data-level={normalizeTierLevel(tier.level)} aria-label={tier.title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{tier.title}</h2>
        {badge && (
          <span className={styles.badge} data-badge={badge}>
            {BADGE_TEXT[badge]}
          </span>
        )}
      </header>
      {chips.length > 0 && (
        <ul className={styles.chips} aria-label={ja.memberships.perksLabel}>
          {chips.map((c) => (
            <li key={c} className={styles.chip}>
              {c}
            </li>
          ))}
        </ul>
      )}
      {tier.description && <p className={styles.description}>{tier.description}</p>}
      {children && <div className={styles.actions}>{children}</div>}
    </article>
  );
}
