import type { ReactNode } from 'react';
import { PagedList, type Paged } from '../../../components/ui/PagedList';
import styles from './MembershipList.module.css';

interface CreatorListProps<TNode> {
  paged: Paged<TNode>;
  empty: ReactNode;
  row: (node: TNode) => ReactNode;
}

/** A tab of the memberships screen: one row per creator, a page at a time as the fan scrolls. */
export function CreatorList<TNode>({ paged, empty, row }: CreatorListProps<TNode>) {
  return (
    <PagedList paged={paged} empty={empty}>
      {(nodes) => <ul className={styles.list}>{nodes.map(row)}</ul>}
    </PagedList>
  );
}
