import type { ComponentProps } from 'react';
import { CursorPages } from '../../../components/CursorPages';

type Props<Q, N> = Pick<
  ComponentProps<typeof CursorPages<Q, object, N>>,
  'query' | 'pageOf' | 'label' | 'children'
>;

/** A catalogue list read a page at a time (50 rows), with previous/next under it when there is more. */
export function CataloguePages<Q, N>(props: Props<Q, N>) {
  return <CursorPages {...props} variables={{}} pageSize={50} resetKey={props.label} pagerWhenNeeded />;
}
