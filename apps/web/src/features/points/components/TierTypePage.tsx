import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { Page } from '../../../components/ui/Page';

interface TierTypePageProps<T> {
  title: string;
  backTo: string;
  /** The point tier type: undefined while loading, null when the viewer has none. */
  tierType: T | null | undefined;
  /** The notice when there is no tier type. */
  empty: string;
  children: (tierType: T) => ReactNode;
}

/** A points screen: loading, the notice when there is no point tier type, or the screen's content. */
export function TierTypePage<T>({ title, backTo, tierType, empty, children }: TierTypePageProps<T>) {
  return (
    <Page title={title} backTo={backTo}>
      {tierType === undefined ? (
        <Loading />
      ) : tierType === null ? (
        <EmptyState title={empty} />
      ) : (
        children(tierType)
      )}
    </Page>
  );
}
