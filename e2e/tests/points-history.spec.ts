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
