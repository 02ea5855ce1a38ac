import * as creators from '../../modules/catalog/creators.repository';
import { opsBuilder as b } from '../graphql/builder';
import { OpsCreator } from './catalog.graphql';
import { CATALOGUE_PAGE, creatorsPage, pointTypesPage, promotionCodesPage } from './catalogue-pages';
import { pageArgs, pageType } from '../graphql/page-types';
import { PointType } from './points/points.graphql';
import { PromotionCode } from '../promotions/promotions.graphql';

const CreatorPage = pageType('CreatorPage', OpsCreator);
const PointTypePage = pageType('PointTypePage', PointType);
const PromotionCodePage = pageType('PromotionCodePage', PromotionCode);

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
    args: pageArgs(t.arg, CATALOGUE_PAGE),
    resolve: (_r, args, ctx) => creatorsPage(ctx, args),
  }),
  pointTypesPage: t.field({
    type: PointTypePage,
    description: 'Kinds of point by id (as `pointTypes`), a page at a time.',
    args: pageArgs(t.arg, CATALOGUE_PAGE),
    resolve: (_r, args, ctx) => pointTypesPage(ctx, args),
  }),
  promotionCodesPage: t.field({
    type: PromotionCodePage,
    description: 'Promotion codes, newest first (as `promotionCodes`), a page at a time.',
    args: pageArgs(t.arg, CATALOGUE_PAGE),
    resolve: (_r, args, ctx) => promotionCodesPage(ctx, args),
  }),
}));
