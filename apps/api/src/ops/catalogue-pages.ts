import * as creators from '../modules/catalog/creators.repository';
import * as pointTypes from '../modules/catalog/point-types.repository';
import type { OpsContext } from './context';
import { parseInput } from './input';
import { opsCursor, PageArgs, pageOf } from './paging';
import { couponsPage } from './promotions/promotions.repository';

// The catalogue lists a page at a time (issue 29): keyset in SQL, `first + 1` rows, never the whole table.

const DEFAULT_PAGE = 50;
const creatorCursor = opsCursor('creator', ['int', 'int']);
const pointTypeCursor = opsCursor('point-type', ['int']);
const codeCursor = opsCursor('promotion-code', ['int']);

function pageArgs(raw: unknown, cursor: ReturnType<typeof opsCursor>) {
  const args = parseInput(PageArgs, raw);
  const first = args.first ?? DEFAULT_PAGE;
  return { first, after: args.after ? cursor.decode(args.after) : null };
}

/** Creators in the order fans see them (sort order, then id). */
export async function creatorsPage(ctx: OpsContext, raw: unknown) {
  const { first, after } = pageArgs(raw, creatorCursor);
  const rows = await creators.creatorsPage(ctx.db, ctx.projectId, { after, limit: first + 1 });
  return pageOf(rows, first, (r) => creatorCursor.encode([String(r.sort_order), String(r.id)]));
}

/** Kinds of point by id. */
export async function pointTypesPage(ctx: OpsContext, raw: unknown) {
  const { first, after } = pageArgs(raw, pointTypeCursor);
  const rows = await pointTypes.opsPointTypesPage(ctx.db, ctx.projectId, { after, limit: first + 1 });
  return pageOf(rows, first, (r) => pointTypeCursor.encode([String(r.id)]));
}

/** Promotion codes, newest first. */
export async function promotionCodesPage(ctx: OpsContext, raw: unknown) {
  const { first, after } = pageArgs(raw, codeCursor);
  const rows = await couponsPage(ctx.db, ctx.projectId, { after, limit: first + 1 });
  return pageOf(rows, first, (r) => codeCursor.encode([String(r.id)]));
}
