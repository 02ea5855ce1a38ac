import { expect, test } from '@playwright/test';
import { SITE_ENV } from '../support/site-config';
import { expectNoHorizontalScroll, shot } from '../support/ui';

test('landing fits the phone and leads to sign-up and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: '新規登録' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'landing');

  // The four external pages come from the build's configuration (e2e/support/site-config.ts).
  for (const [name, href] of [
    ['利用規約', SITE_ENV.VITE_TERMS_URL],
    ['プライバシーポリシー', SITE_ENV.VITE_PRIVACY_POLICY_URL],
    ['特定商取引法に基づく表記', SITE_ENV.VITE_COMMERCIAL_TRANSACTIONS_URL],
    ['サービス紹介サイト', SITE_ENV.VITE_MARKETING_SITE_URL],
  ] as const) {
    const link = page.getByRole('link', { name, exact: true }).first();
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('href', href);
  }

  await page.getByRole('link', { name: '新規登録' }).click();
  await expect(page).toHaveURL(/\/sign_up$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
});
