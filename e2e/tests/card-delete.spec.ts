import { expect } from '@playwright/test';
import { expectNoErrorToast, expectToast, test } from '../support/toasts';
import { freshFanWithVisa, stripeCards } from '../support/card-flow';
import { shot } from '../support/ui';

test('a fan deletes the saved card after confirming', async ({ page }) => {
  const fan = await freshFanWithVisa(page);

  await page.getByRole('button', { name: '削除する' }).click();
  const dialog = page.getByRole('dialog', { name: 'クレジットカードを削除しますか？' });
  await expect(dialog).toBeVisible();
  await shot(page, 'card-delete-dialog');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('•••• 4242')).toBeVisible();

  await page.getByRole('button', { name: '削除する' }).click();
  await dialog.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
  await expectToast(page, 'クレジットカードを削除しました。');
  await expect(page.getByRole('link', { name: 'クレジットカードを登録する' })).toBeVisible();
  await page.reload();
  await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
  expect(await stripeCards(fan.email)).toEqual([]);
});

test('deleting a card another tab already deleted is not an error', async ({ page, context }) => {
  const fan = await freshFanWithVisa(page);

  const other = await context.newPage();
  await other.goto('/payments/card/details');
  await other.getByRole('button', { name: '削除する' }).click();
  await other.getByRole('dialog').getByRole('button', { name: '削除する' }).click();
  await expect(other.getByText('登録されているクレジットカードはありません。')).toBeVisible();

  await page.bringToFront();
  // Opening the dialog re-reads the card (what renews on it): this stale page learns it is gone and
  // shows so, without an error. (A delete that reaches the API after the other tab's is a quiet
  // success there: apps/api/test/cards.test.ts.)
  await page.getByRole('button', { name: '削除する' }).click();
  await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
  await expectNoErrorToast(page);
  expect(await stripeCards(fan.email)).toEqual([]);
});
