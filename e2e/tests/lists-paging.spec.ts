import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInFreshFan } from '../support/card-flow.ts';
import { gql, idToken } from '../support/points-api.ts';
import { expectNoHorizontalScroll, shot } from '../support/ui.ts';

// The demo catalogue has 6 creators and the lists page by 10, so the journey asks the real API for
// pages of 2 instead (the request's `first` is rewritten on its way): three pages per list, with the
// API's real cursors and pageInfo, as a fan scrolls.
const SMALL_PAGE = 2;
const PAGED = new Set(['MembershipCandidates', 'SubscribedVTubers', 'MembershipCards']);

/** Rewrites `first` of the paged list queries; counts the follow-up pages (those with `after`). */
async function smallPages(page: Page) {
  const followUps: string[] = [];
  await page.route('**/api/v2/graphql', async (route) => {
    const body = route.request().postDataJSON() as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    if (!body?.operationName || !PAGED.has(body.operationName)) return route.continue();
    if (body.variables?.after) followUps.push(body.operationName);
    await route.continue({
      postData: JSON.stringify({ ...body, variables: { ...body.variables, first: SMALL_PAGE } }),
    });
  });
  return followUps;
}

async function scrollToEnd(page: Page) {
  // As a fan scrolling to the bottom: the sentinel under the last row comes fully into view.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

/** Scrolls, as often as it takes, until the list shows `total` rows; returns what `names` reads. */
async function readWholeList(
  page: Page,
  rows: Locator,
  total: number,
  names: (rows: Locator) => Promise<string[]>,
) {
  await expect(rows.first()).toBeVisible();
  await expect(async () => {
    await scrollToEnd(page);
    await expect(rows).toHaveCount(total, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('status')).toHaveCount(0);
  return names(rows);
}

const rowNames = (rows: Locator) =>
  rows.evaluateAll((items) => items.map((li) => li.querySelector('p')?.textContent?.trim() ?? ''));
const cardNames = (cards: Locator) =>
  cards.evaluateAll((items) =>
    items.map((card) => (card.getAttribute('aria-label') ?? '').replace(/^メンバーシップカード /, '')),
  );

test('memberships and member cards page as the fan scrolls, without duplicates or gaps', async ({ page }) => {
  test.setTimeout(120_000);
  const fan = await signInFreshFan(page);
  const token = await idToken(fan.email, fan.password);
  const all = await gql<{
    membershipCandidatesConnection: { nodes: { databaseId: number; name: string }[] };
  }>(token, 'query { membershipCandidatesConnection(first: 100) { nodes { databaseId name } } }');
  const creators = all.membershipCandidatesConnection.nodes;
  expect(creators.length).toBeGreaterThan(2 * SMALL_PAGE);
  const followUps = await smallPages(page);

  // Unregistered: every creator, once each, in the API's order.
  await page.goto('/memberships?tab=unregistered');
  const rows = page.getByRole('tabpanel').getByRole('listitem');
  const candidates = await readWholeList(page, rows, creators.length, rowNames);
  expect(candidates).toEqual(creators.map((c) => c.name));
  expect(followUps.filter((name) => name === 'MembershipCandidates').length).toBeGreaterThanOrEqual(2);
  await expectNoHorizontalScroll(page);
  await shot(page, 'lists-unregistered-all');

  // Joining every free membership (through the API, as test setup) moves them all to registered.
  for (const { databaseId } of creators)
    await gql(token, 'mutation($c: Int!) { createFreeSubscription(contributorId: $c) { databaseId } }', {
      c: databaseId,
    });

  await page.goto('/memberships?tab=registered');
  const registered = await readWholeList(page, rows, creators.length, rowNames);
  expect(new Set(registered).size).toBe(creators.length);
  expect([...registered].sort()).toEqual(creators.map((c) => c.name).sort());
  expect(followUps.filter((name) => name === 'SubscribedVTubers').length).toBeGreaterThanOrEqual(2);
  await shot(page, 'lists-registered-all');

  // A reload starts again at the first page and still reaches every row.
  await page.reload();
  expect(await readWholeList(page, rows, creators.length, rowNames)).toEqual(registered);

  // Home: three cards and the link to all of them.
  await page.goto('/home');
  await expect(page.getByRole('article')).toHaveCount(3);
  await page.getByRole('link', { name: 'すべて見る' }).click();
  await expect(page).toHaveURL(/\/membership_cards$/);
  // Opened afresh: the cards home already holds in the cache would otherwise fill the list at once.
  await page.reload();
  const cards = page.getByRole('article');
  const cardLabels = await readWholeList(page, cards, creators.length, cardNames);
  expect(new Set(cardLabels).size).toBe(creators.length);
  expect([...cardLabels].sort()).toEqual(creators.map((c) => c.name).sort());
  expect(followUps.filter((name) => name === 'MembershipCards').length).toBeGreaterThanOrEqual(2);
  await expectNoHorizontalScroll(page);
  await shot(page, 'lists-cards-all');
});
