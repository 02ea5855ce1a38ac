import type { ArgBuilder, ObjectRef } from '@pothos/core';
import type { Page } from '../lists/ops-list';
import { opsBuilder as b, type OpsTypes } from './builder';

export const PageInfo = b.objectRef<Page<unknown>>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    endCursor: t.exposeString('endCursor', {
      nullable: true,
      description: "the next page's after; null on an empty page",
    }),
  }),
});

/** A list's page type `<name>`: its rows and where the next page starts. */
export function pageType<Row>(name: string, node: ObjectRef<OpsTypes, Row>) {
  return b.objectRef<Page<Row>>(name).implement({
    fields: (t) => ({
      nodes: t.field({ type: [node], resolve: (p) => p.nodes as never }),
      pageInfo: t.field({ type: PageInfo, resolve: (p) => p }),
    }),
  });
}

/** The `first` and `after` arguments of a list field whose page holds `size` rows by default. */
export const pageArgs = (arg: ArgBuilder<OpsTypes>, size: number) => ({
  first: arg.int({ description: `Rows per page, 1–100 (${size} when left out).` }),
  after: arg.string({ description: "The previous page's endCursor." }),
});
