import { expect, test } from '@playwright/test';
import { signInFreshFan } from '../support/card-flow.ts';
import { idToken, redeem, spendEach } from '../support/points-api.ts';
import { historyRows, openHistory, summaryValue } from '../support/points-flow.ts';
import { expectNoHorizontalScroll, shot } from '../support/ui.ts';

const SPENDS = 35;
const reason = (i: number) => `テスト送信 ${String(i).padStart(2, '0')}`;

test('the history scrolls through every row, 10 at a time, without duplicates or gaps', async ({ page }) => {
  test.setTimeout(120_000);
  const fan = await signInFreshFan(page);
  await openHistory(page);
  await expect(page.getByText('ポイント履歴はありません。')).toBeVisible();
  await shot(page, 'points-history-empty');

  const token = await idToken(fan.email, fan.password);
  await redeem(token, 'VTFAN500');
  await spendEach(
    token,
    Array.from({ length: SPENDS }, (_, i) => reason(i + 1)),
  );
  const total = SPENDS + 1;

  await openHistory(page);
  await expect(summaryValue(page, '無償ポイント')).toHaveText(`${500 - SPENDS}pt`);
  await expect(summaryValue(page, '有償ポイント')).toHaveText('0pt');
  const rows = historyRows(page);
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('-1pt');
  await shot(page, 'points-history-first-page');

  for (const expected of [20, 30, total]) {
    // As a fan scrolling to the bottom: the sentinel under the last row comes fully into view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(rows).toHaveCount(expected);
  }
  await expect(page.getByText('これ以上の履歴はありません')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'points-history-end');

  const texts = await rows.evaluateAll((items) =>
    items.map((li) => li.querySelector('p')?.textContent ?? ''),
  );
  const expectedNames = Array.from({ length: SPENDS }, (_, i) => reason(SPENDS - i));
  expect(texts.slice(0, SPENDS)).toEqual(expectedNames);
  expect(texts[SPENDS]).toContain('プロモーションコード');
  await expect(rows.last()).toContainText('+500pt');
  await expect(rows.last().locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/);
});

test('a reload asks for the history beside the balances; a wrong guess of the id costs only time', async ({
  page,
}) => {
  const fan = await signInFreshFan(page);
  await redeem(await idToken(fan.email, fan.password), 'VTFAN500');
  // The first visit learns the point type's id from the balances, then asks for the history.
  await openHistory(page);
  await expect(historyRows(page)).toHaveCount(1);

  const events: string[] = [];
  const operation = (request: { url(): string; postDataJSON(): unknown }) =>
    request.url().includes('/graphql')
      ? (request.postDataJSON() as { operationName?: string })?.operationName
      : undefined;
  page.on('request', (r) => operation(r) && events.push(`start ${operation(r)}`));
  page.on('requestfinished', (r) => operation(r) && events.push(`end ${operation(r)}`));
  await page.reload();
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('+500pt');
  // Sent before the balances came back, not after them.
  expect(events).toContain('start PointTransactions');
  expect(events.indexOf('start PointTransactions')).toBeLessThan(events.indexOf('end PointTierTypes'));
  expect(events.filter((e) => e === 'start PointTransactions')).toHaveLength(1);

  // A guess that is no point type of this fan's: the history still shows, with no error and no detour.
  await page.evaluate(() => localStorage.setItem('fan.pointTierTypeId', '2147483000'));
  events.length = 0;
  await page.reload();
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('+500pt');
  await expect(page).toHaveURL(/\/points\/transactions$/);
  await expect(page.getByText('エラーが発生しました。')).toHaveCount(0);
  expect(events.filter((e) => e === 'start PointTransactions')).toHaveLength(2);
  expect(await page.evaluate(() => localStorage.getItem('fan.pointTierTypeId'))).not.toBe('2147483000');
});
