import * as creators from '../../modules/catalog/creators.repository';
import * as pointTypes from '../../modules/catalog/point-types.repository';
import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { opsList, PageArgs } from '../lists/ops-list';
import { couponsPage, type OpsCouponRow } from '../promotions/promotions.repository';

// The catalogue lists a page at a time (issue 29): keyset in SQL, `first + 1` rows, never the whole table.

export const CATALOGUE_PAGE = 50;
const creatorList = opsList<creators.OpsCreatorRow>('creator', ['int', 'int'], CATALOGUE_PAGE, (r) => [
  String(r.sort_order),
  String(r.id),
]);
const pointTypeList = opsList<pointTypes.OpsPointTypeRow>('point-type', ['int'], CATALOGUE_PAGE, (r) => [
  String(r.id),
]);
const codeList = opsList<OpsCouponRow>('promotion-code', ['int'], CATALOGUE_PAGE, (r) => [String(r.id)]);

/** Creators in the order fans see them (sort order, then id). */
export const creatorsPage = (ctx: OpsContext, raw: unknown) =>
  creatorList.read(parseInput(PageArgs, raw), (page) => creators.creatorsPage(ctx.db, ctx.projectId, page));

/** Kinds of point by id. */
export const pointTypesPage = (ctx: OpsContext, raw: unknown) =>
  pointTypeList.read(parseInput(PageArgs, raw), (page) =>
    pointTypes.opsPointTypesPage(ctx.db, ctx.projectId, page),
  );

/** Promotion codes, newest first. */
export const promotionCodesPage = (ctx: OpsContext, raw: unknown) =>
  codeList.read(parseInput(PageArgs, raw), (page) => couponsPage(ctx.db, ctx.projectId, page));
