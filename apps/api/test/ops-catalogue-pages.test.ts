import { describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { codeOf, harnessForFile, ok } from './support/harness';
import { opsGql } from './support/ops-endpoint';

const PAGE_INFO = 'pageInfo { hasNextPage endCursor }';
const CREATORS = `query($first: Int, $after: String) { creatorsPage(first: $first, after: $after) {
  nodes { id slug } ${PAGE_INFO} } }`;
const POINT_TYPES = `query($first: Int, $after: String) { pointTypesPage(first: $first, after: $after) {
  nodes { id key } ${PAGE_INFO} } }`;
const CODES = `query($first: Int, $after: String) { promotionCodesPage(first: $first, after: $after) {
  nodes { id code } ${PAGE_INFO} } }`;
const CREATOR = 'query($id: Int!) { creator(id: $id) { id slug tiers { id } } }';

// The catalogue lists a page at a time (issue 29): every row once, in the whole list's order.
describe('operators catalogue pages (/ops/graphql)', () => {
  let token: string;
  const h = harnessForFile({}, async (h) => {
    const f = factories(h);
    token = (await h.operator()).token;
    for (let i = 0; i < 5; i++) {
      await ok(
        await ops('mutation($i: CreateCreatorInput!) { createCreator(input: $i) { id } }', {
          i: { slug: `paged-${i}`, name: `ページ ${i}`, englishName: `Paged ${i}` },
        }),
      );
      await f.pointType(`paged_${i}`);
      await f.promotionCode();
    }
  });

  const ops = <T = Record<string, any>>(query: string, variables = {}, as: string | null = token) =>
    opsGql<T>(h, as ?? undefined, query, variables);

  /** Every node of a paged field, reading `first` at a time. */
  async function allPages(query: string, field: string, first: number) {
    const ids: number[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 50; pages++) {
      const page: any = ok(await ops(query, { first, after }))[field];
      ids.push(...page.nodes.map((n: { id: number }) => n.id));
      if (!page.pageInfo.hasNextPage) return ids;
      after = page.pageInfo.endCursor;
    }
    throw new Error('too many pages');
  }

  it.each([
    ['creatorsPage', CREATORS, 'creators'],
    ['pointTypesPage', POINT_TYPES, 'pointTypes'],
    ['promotionCodesPage', CODES, 'promotionCodes'],
  ])('%s gives every row once, in the whole list order', async (field, query, whole) => {
    const all = ok(await ops(`{ ${whole} { id } }`))[whole].map((n: { id: number }) => n.id);
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(await allPages(query, field, 2)).toEqual(all);
    expect(await allPages(query, field, 100)).toEqual(all);
    const first = ok(await ops(query, {}))[field];
    expect(first.nodes.map((n: { id: number }) => n.id)).toEqual(all.slice(0, 50));
  });

  it('refuses first outside 1–100, a forged cursor, another list’s cursor and a fan', async () => {
    for (const first of [0, -1, 101]) expect(codeOf(await ops(CREATORS, { first }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await ops(CODES, { after: 'not-a-cursor' }))).toBe('BAD_USER_INPUT');
    const creatorCursor = ok(await ops(CREATORS, { first: 1 })).creatorsPage.pageInfo.endCursor;
    expect(codeOf(await ops(POINT_TYPES, { after: creatorCursor }))).toBe('BAD_USER_INPUT');
    const fan = await h.signedInListener();
    for (const query of [CREATORS, POINT_TYPES, CODES])
      expect(codeOf(await ops(query, {}, fan.token))).toBe('FORBIDDEN');
    expect(codeOf(await ops(CREATOR, { id: 1 }, fan.token))).toBe('FORBIDDEN');
    expect(codeOf(await ops(CREATORS, {}, null))).toBe('UNAUTHENTICATED');
  });

  it('creator(id) answers one creator with its tiers; another id is null', async () => {
    const [one] = ok(await ops(CREATORS, { first: 1 })).creatorsPage.nodes;
    expect(ok(await ops(CREATOR, { id: one.id })).creator).toMatchObject({ id: one.id, slug: one.slug });
    expect(ok(await ops(CREATOR, { id: 999_999 })).creator).toBeNull();
  });

  it('audits the paged reads with their arguments', async () => {
    ok(await ops(CREATORS, { first: 3 }));
    const [row] = await h.db.query<{ action: string; input: { reads: unknown[] } }>(
      'SELECT action, input FROM operator_audit_log ORDER BY id DESC LIMIT 1',
    );
    expect(row!.action).toBe('read:creatorsPage');
    expect(row!.input.reads).toEqual([{ field: 'creatorsPage', args: { first: 3 } }]);
  });
});
