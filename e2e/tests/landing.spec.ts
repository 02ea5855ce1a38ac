import { expect, test } from '@playwright/test';
import { expectNoHorizontalScroll, shot } from '../support/ui';

test('landing fits the phone and leads to sign-up and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '新規登録' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'landing');

  for (const name of ['利用規約', 'プライバシーポリシー', '特定商取引法に基づく表記']) {
    await expect(page.getByRole('link', { name }).first()).toHaveAttribute('target', '_blank');
  }

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page).toHaveURL(/\/sign_up$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
});
