import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { TIERS } from '../api/point-documents';
import section from './PointSection.module.css';
import { TierRow } from './TierRow';
import styles from './TierList.module.css';

export function TierList({ tierTypeId }: { tierTypeId: number }) {
  const { data, error } = useQuery(TIERS, { variables: { tierTypeId } });
  useQueryErrorRedirect(error);
  const tiers = data?.tiersConnection.nodes;
  return (
    <section className={section.section} aria-labelledby="points-packages">
      <h2 id="points-packages" className={section.title}>
        {ja.points.packagesTitle}
      </h2>
      {!tiers ? (
        <Loading />
      ) : tiers.length === 0 ? (
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
