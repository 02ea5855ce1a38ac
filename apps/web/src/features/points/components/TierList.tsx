import { EmptyState } from '../../../components/ui/EmptyState';
import * as ja from '../../../messages/ja';
import type { PointTier } from '../api/point-documents';
import section from './PointSection.module.css';
import { TierRow } from './TierRow';
import styles from './TierList.module.css';

export function TierList({ tiers }: { tiers: readonly PointTier[] }) {
  return (
    <section className={section.section} aria-labelledby="points-packages">
      <h2 id="points-packages" className={section.title}>
        {ja.points.packagesTitle}
      </h2>
      {tiers.length === 0 ? (
        <EmptyState title={ja.points.packagesEmpty} />
      ) : (
        <ul className={styles.list}>
          {tiers.map((tier) => (
            <TierRow key={tier.id} tier={tier} />
          ))}
        </ul>
      )}
    </section>
  );
}
