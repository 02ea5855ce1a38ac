import * as creators from '../modules/catalog/creators.repository';
import type { OpsPointTypeRow } from '../modules/catalog/point-types.repository';
import { opsBuilder as b } from './builder';
import { OpsCreator } from './catalog/catalog.graphql';
import { creatorsPage, pointTypesPage, promotionCodesPage } from './catalogue-pages';
import { PageInfo, type Page } from './paging';
import { PointType } from './points/points.graphql';
import { PromotionCode } from './promotions/promotions.graphql';
import type { OpsCouponRow } from './promotions/promotions.repository';

const CreatorPage = b.objectRef<Page<creators.OpsCreatorRow>>('CreatorPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [OpsCreator], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfo, resolve: (p) => p }),
  }),
});

const PointTypePage = b.objectRef<Page<OpsPointTypeRow>>('PointTypePage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [PointType], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfo, resolve: (p) => p }),
  }),
});

const PromotionCodePage = b.objectRef<Page<OpsCouponRow>>('PromotionCodePage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [PromotionCode], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfo, resolve: (p) => p }),
  }),
});

const page = { first: 'Rows per page, 1–100 (50 when left out).', after: "The previous page's endCursor." };

b.queryFields((t) => ({
  creator: t.field({
    type: OpsCreator,
    nullable: true,
    description: 'One creator, archived or not, for its page; null when not in this project.',
    args: { id: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => creators.findCreator(ctx.db, ctx.projectId, args.id),
  }),
  creatorsPage: t.field({
    type: CreatorPage,
    description: 'Creators in list order (as `creators`), a page at a time.',
    args: { first: t.arg.int({ description: page.first }), after: t.arg.string({ description: page.after }) },
    resolve: (_r, args, ctx) => creatorsPage(ctx, args),
  }),
  pointTypesPage: t.field({
    type: PointTypePage,
    description: 'Kinds of point by id (as `pointTypes`), a page at a time.',
    args: { first: t.arg.int({ description: page.first }), after: t.arg.string({ description: page.after }) },
    resolve: (_r, args, ctx) => pointTypesPage(ctx, args),
  }),
  promotionCodesPage: t.field({
    type: PromotionCodePage,
    description: 'Promotion codes, newest first (as `promotionCodes`), a page at a time.',
    args: { first: t.arg.int({ description: page.first }), after: t.arg.string({ description: page.after }) },
    resolve: (_r, args, ctx) => promotionCodesPage(ctx, args),
  }),
}));
