import { expect, type Page } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import { createGoogleAccount, enableEmailPrivacy } from '../support/identity-system';
import { uniqueEmail } from '../support/system';
import { expectNoHorizontalScroll, shot } from '../support/ui';

test.beforeAll(enableEmailPrivacy);

/** The development account chooser that stands in for the provider's popup. */
async function chooseTyped(page: Page, provider: 'Google' | 'Apple', email: string) {
  const chooser = page.getByRole('dialog', { name: `${provider}アカウントを選択` });
  await expect(chooser).toBeVisible();
  await chooser.getByLabel('メールアドレス').fill(email);
  await chooser.getByRole('button', { name: 'このメールアドレスで続ける' }).click();
}

const row = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

test('Google sign-up, link Apple, register e-mail, unlink, the in-use and blocking dialogs', async ({
  page,
}) => {
  const googleEmail = uniqueEmail('google');
  const appleEmail = uniqueEmail('apple');
  const othersGoogle = uniqueEmail('others-google');
  await createGoogleAccount(othersGoogle);

  await page.goto('/sign_up');
  await page.getByRole('button', { name: 'Googleで登録' }).click();
  await expect(page.getByRole('dialog', { name: 'Googleアカウントを選択' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'identity-dev-chooser');
  await chooseTyped(page, 'Google', googleEmail);
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/account_settings/providers');
  await expect(row(page, 'Google')).toContainText(googleEmail);
  await expect(row(page, 'Apple ID')).toContainText('未連携');
  await page.getByRole('button', { name: 'Apple IDを連携する' }).click();
  await chooseTyped(page, 'Apple', appleEmail);
  await expectToast(page, '連携しました。');
  await expect(row(page, 'Apple ID')).toContainText(appleEmail);

  // E-mail and password on an account that has only Google and Apple. (The emulator refuses the
  // account's own address here, which real Firebase accepts, so the journey uses another one.)
  const loginEmail = uniqueEmail('login');
  await page.getByRole('link', { name: 'メールアドレスを連携する' }).click();
  await expect(page.getByLabel('メールアドレス', { exact: true })).toHaveValue(googleEmail);
  await page.getByLabel('メールアドレス', { exact: true }).fill(loginEmail);
  await page.getByLabel('パスワード', { exact: true }).fill('mail2024');
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText(`${loginEmail} に確認メールを送信しました。`)).toBeVisible();
  await expect(page).toHaveURL(/\/account_settings\/providers$/);
  await expect(row(page, 'メールアドレス')).toContainText(loginEmail);
  await expectNoHorizontalScroll(page);
  await shot(page, 'identity-providers-all');

  await page.getByRole('link', { name: 'Googleの設定' }).click();
  await expect(page.getByText(googleEmail)).toBeVisible();
  await page.getByRole('button', { name: '連携を解除する' }).click();
  await expect(page.getByRole('dialog', { name: '連携を解除しますか？' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: '連携を解除する' }).click();
  await expect(page).toHaveURL(/\/account_settings\/providers$/);
  await expect(row(page, 'Google')).toContainText('未連携');

  // A Google identity that belongs to someone else cannot be linked.
  await page.getByRole('button', { name: 'Googleを連携する' }).click();
  const chooser = page.getByRole('dialog', { name: 'Googleアカウントを選択' });
  await chooser.getByRole('button', { name: othersGoogle }).click();
  await expect(page.getByRole('dialog', { name: 'このアカウントは使用されています' })).toBeVisible();
  await shot(page, 'identity-in-use');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(row(page, 'Google')).toContainText('未連携');

  await page.getByRole('link', { name: 'メールアドレスの設定' }).click();
  await page.getByRole('button', { name: '連携を解除する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '連携を解除する' }).click();
  await expect(page).toHaveURL(/\/account_settings\/providers$/);

  await page.getByRole('link', { name: 'Apple IDの設定' }).click();
  await page.getByRole('button', { name: '連携を解除する' }).click();
  await expect(page.getByRole('dialog', { name: '連携を解除できません' })).toContainText(
    '他に連携しているアカウントがないため、連携を解除できません。',
  );
  await shot(page, 'identity-unlink-blocked');
});

test('Google sign-in of a known identity from the login screen reaches home', async ({ page }) => {
  const email = uniqueEmail('google-login');
  await createGoogleAccount(email);
  await page.goto('/sign_in');
  await page.getByRole('button', { name: 'Googleでログイン' }).click();
  await page
    .getByRole('dialog', { name: 'Googleアカウントを選択' })
    .getByRole('button', { name: email })
    .click();
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
});
