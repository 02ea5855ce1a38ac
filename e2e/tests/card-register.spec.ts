import { expect } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import {
  fillCardForm,
  freshFanOnCardDetails,
  JCB,
  signInFreshFan,
  stripeCards,
  submitCard,
  VISA,
} from '../support/card-flow';
import { expectNoHorizontalScroll, shot } from '../support/ui';

test('a fan registers a Visa card, then overwrites it with a JCB card', async ({ page }) => {
  const fan = await freshFanOnCardDetails(page);
  await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
  await shot(page, 'card-details-empty');

  await page.getByRole('link', { name: 'クレジットカードを登録する' }).click();
  await fillCardForm(page, VISA, fan.email);
  await expect(page.getByText('お支払い結果の通知に使用します。')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'card-form-filled');
  await page.getByRole('button', { name: '登録する' }).click();
  const dialog = page.getByRole('dialog', { name: 'このカードを登録しますか？' });
  await expect(dialog).toBeVisible();
  await shot(page, 'card-form-confirm');
  await dialog.getByRole('button', { name: '登録する' }).click();

  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await expectToast(page, 'クレジットカード情報を登録しました。');
  const card = page.getByRole('region', { name: '登録済みのカード' });
  await expect(card).toContainText('VISA');
  await expect(card).toContainText('•••• 4242');
  await expect(card).toContainText('12/34');
  await expect(card).toContainText('TARO YAMADA');
  await expectNoHorizontalScroll(page);
  await shot(page, 'card-details-visa');
  expect(await stripeCards(fan.email)).toEqual(['visa 4242']);

  await page.getByRole('link', { name: '別のカードを登録する' }).click();
  await fillCardForm(page, JCB, fan.email);
  await page.getByRole('button', { name: '登録する' }).click();
  const overwrite = page.getByRole('dialog');
  await expect(overwrite).toContainText(
    '登録できるクレジットカードは1枚のみです。登録済みのカード情報は破棄されます。よろしいですか？',
  );
  await shot(page, 'card-form-overwrite');
  await overwrite.getByRole('button', { name: '上書きする' }).click();

  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await expect(card).toContainText('JCB');
  await expect(card).toContainText('•••• 0505');
  await expect(card).toContainText('08/33');
  await expect(card).toContainText('HANAKO SATO');
  await expect(page.getByText('•••• 4242')).toHaveCount(0);
  await page.reload();
  await expect(card).toContainText('•••• 0505');
  expect(await stripeCards(fan.email)).toEqual(['jcb 0505']);
  await shot(page, 'card-details-jcb');

  // Cancelling the overwrite dialog changes nothing.
  await submitCard(page, VISA, fan.email, 'キャンセル');
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Opened by its URL (no route state), the form still knows a card is saved and warns. (From
  // another page: a navigation to the same URL keeps the history entry's state.)
  await page.goto('/home');
  await page.goto('/payments/card/form');
  expect(await page.evaluate(() => history.state?.usr)).toBeUndefined();
  await fillCardForm(page, VISA, fan.email);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('dialog')).toContainText('登録できるクレジットカードは1枚のみです。');
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();
  expect(await stripeCards(fan.email)).toEqual(['jcb 0505']);
});

test('card details offer the way back to an in-progress point purchase or membership', async ({ page }) => {
  await signInFreshFan(page);
  // Set on the card details screen, then reloaded there: the home screen clears these keys when it
  // mounts, and the URL is /home before its lazily loaded screen has, so keys set on /home could be
  // cleared after they were set (seen on a loaded host).
  await page.goto('/payments/card/details');
  await page.evaluate(() => {
    localStorage.setItem('currently_processing_type', 'point');
    localStorage.setItem('currently_processing_tier_id', '2');
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'メンバーシップ登録に戻る' })).toHaveCount(0);
  await page.getByRole('link', { name: 'ポイント購入に戻る' }).click();
  await expect(page).toHaveURL(/\/payments\/points$/);
  expect(await page.evaluate(() => history.state?.usr)).toEqual({ tierId: '2' });

  await page.evaluate(() => {
    localStorage.setItem('currently_processing_type', 'membership');
    localStorage.setItem('currently_processing_contributor_id', '5');
    localStorage.setItem('currently_processing_subscription_tier_id', '9');
  });
  await page.goto('/payments/card/details');
  await expect(page.getByRole('link', { name: 'ポイント購入に戻る' })).toHaveCount(0);
  await shot(page, 'card-details-shortcut');
  await page.getByRole('link', { name: 'メンバーシップ登録に戻る' }).click();
  await expect(page).toHaveURL(/\/payments\/memberships$/);
  expect(await page.evaluate(() => history.state?.usr)).toEqual({
    contributorId: '5',
    subscriptionTierId: '9',
  });
});
