import { expect, type Page } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import {
  freshFanOnCardDetails,
  freshFanWithVisa,
  stripeCards,
  submitCard,
  THREE_DS,
} from '../support/card-flow';
import { shot } from '../support/ui';

/** The sandbox's Stripe.js stand-in shows its challenge page in a modal iframe. */
async function answerChallenge(page: Page, button: '認証を完了する' | '認証に失敗する') {
  await expect(page.getByRole('dialog', { name: '3D セキュア認証' })).toBeVisible();
  const challenge = page.frameLocator('iframe[title="3D セキュア認証"]');
  await expect(challenge.getByRole('button', { name: button })).toBeVisible();
  await shot(page, 'card-3ds-challenge');
  await challenge.getByRole('button', { name: button }).click();
}

test('a card that asks for 3-D Secure is registered once the challenge is completed', async ({ page }) => {
  const fan = await freshFanOnCardDetails(page);
  await submitCard(page, THREE_DS, fan.email);
  await answerChallenge(page, '認証を完了する');

  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await expectToast(page, 'クレジットカード情報を登録しました。');
  const card = page.getByRole('region', { name: '登録済みのカード' });
  await expect(card).toContainText('•••• 3155');
  await expect(card).toContainText('11/32');
  expect(await stripeCards(fan.email)).toEqual(['visa 3155']);
});

test('a failed 3-D Secure challenge shows the failure toast and keeps the saved card', async ({ page }) => {
  const fan = await freshFanWithVisa(page);

  await submitCard(page, THREE_DS, fan.email, '上書きする');
  await answerChallenge(page, '認証に失敗する');

  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await expectToast(page, '登録中に問題が発生しました。', 'error');
  await shot(page, 'card-3ds-failed');
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await expect(page.getByText('•••• 3155')).toHaveCount(0);
  expect(await stripeCards(fan.email)).toEqual(['visa 4242']);
});
