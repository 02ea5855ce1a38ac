import { expect, type Page, test } from '@playwright/test';
import { DECLINES_ON_CHARGE, signInFreshFan, THREE_DS, VISA } from '../support/card-flow.ts';
import {
  availableBalance,
  historyRows,
  openHistory,
  openPoints,
  summaryValue,
} from '../support/points-flow.ts';
import { completeChallenge, payThousandByCard, saveCard } from '../support/points-purchase.ts';
import { expectNoHorizontalScroll, shot } from '../support/ui.ts';

async function expectCredited(page: Page, amount: string) {
  await openPoints(page);
  await expect(availableBalance(page)).toHaveText(amount);
  await openHistory(page);
  await expect(summaryValue(page, '有償ポイント')).toHaveText(amount);
}

test('a fan buys 1,000pt with a saved Visa card', async ({ page }) => {
  const fan = await signInFreshFan(page);
  await openPoints(page);
  await expect(availableBalance(page)).toHaveText('0pt');
  await expectNoHorizontalScroll(page);
  await shot(page, 'points-packages');

  await saveCard(page, VISA, fan.email);
  await payThousandByCard(page, '4242');
  await expect(page).toHaveURL(/\/payments\/managements\/success$/);
  await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  await shot(page, 'points-payment-success');

  await expectCredited(page, '1,000pt');
  await expect(historyRows(page)).toHaveCount(1);
  await expect(historyRows(page).first()).toContainText('+1,000pt');
  await shot(page, 'points-history-after-purchase');
});

test('a card that asks for 3-D Secure pays once the challenge is completed', async ({ page }) => {
  const fan = await signInFreshFan(page);
  await saveCard(page, THREE_DS, fan.email, true);
  await payThousandByCard(page, '3155');

  await expect(page.getByRole('dialog', { name: '3D セキュア認証' })).toBeVisible();
  await shot(page, 'points-3ds-challenge');
  await completeChallenge(page);

  await expect(page).toHaveURL(/\/payments\/managements\/success$/);
  await expectCredited(page, '1,000pt');
});

test('a declined card lands on the failure page and credits nothing', async ({ page }) => {
  const fan = await signInFreshFan(page);
  await saveCard(page, DECLINES_ON_CHARGE, fan.email);
  await payThousandByCard(page, '0341');

  await expect(page).toHaveURL(/\/payments\/managements\/failure$/);
  await expect(page.getByRole('heading', { name: 'お支払いに失敗しました' })).toBeVisible();
  await expect(page.getByText('カード情報をご確認のうえ、もう一度お試しください。')).toBeVisible();
  await shot(page, 'points-payment-failure');

  await page.getByRole('link', { name: 'カード情報を確認する' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await openPoints(page);
  await expect(availableBalance(page)).toHaveText('0pt');
  await openHistory(page);
  await expect(page.getByText('ポイント履歴はありません。')).toBeVisible();
});

test('without a saved card, paying by card goes to the card details with the way back', async ({ page }) => {
  await signInFreshFan(page);
  await openPoints(page);
  await page.getByRole('link', { name: '1,000ptを¥1,200で購入' }).click();
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await page.getByRole('link', { name: 'ポイント購入に戻る' }).click();
  await expect(page).toHaveURL(/\/payments\/points$/);
  await expect(page.getByRole('region', { name: '購入するポイント' })).toContainText('1,000pt');
});
