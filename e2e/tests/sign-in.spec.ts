import { expect, test } from '@playwright/test';
import { createFan, DEMO } from '../support/system';
import { enterAndLeave, expectNoHorizontalScroll, shot, signIn } from '../support/ui';

test('a signed-out visit to /home lands on sign-in; the demo fan signs in, is kept off sign-in, logs out', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sign_in$/);
  await shot(page, 'sign-in');
  await expectNoHorizontalScroll(page);

  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText(DEMO.name)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'home');

  await page.goto('/sign_in');
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/sign_up');
  await expect(page).toHaveURL(/\/home$/);

  await page.evaluate(() => localStorage.setItem('currently_processing_type', 'point'));
  await page.reload();
  await expect(page.getByText(DEMO.name)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currently_processing_type'))).toBeNull();

  await page.evaluate(() => localStorage.setItem('something', 'x'));
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('something'))).toBeNull();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sign_in$/);
});

test('wrong credentials and an unverified e-mail get their messages', async ({ page }) => {
  await signIn(page, DEMO.email, 'wrong1234');
  await expect(page.getByText('認証情報を確認してください。')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);

  const fan = await createFan({ verified: false });
  await signIn(page, fan.email, fan.password);
  await expect(page.getByText('ユーザーのメールアドレスがまだ承認されていません。')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sign_in$/);
});

test('login validation shows after blur and disables the button', async ({ page }) => {
  await page.goto('/sign_in');
  const email = page.getByLabel('メールアドレス');
  const password = page.getByLabel('パスワード');
  const button = page.getByRole('button', { name: 'ログイン', exact: true });

  await email.focus();
  await password.focus();
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expect(button).toBeDisabled();

  // A fresh form: nothing shows while typing until the field is left.
  await page.reload();
  await email.fill('not-an-email');
  await expect(page.getByText('メールアドレスの形式が正しくありません')).not.toBeVisible();
  await email.blur();
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await enterAndLeave(email, 'select@example.com');
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();

  await enterAndLeave(email, 'fan@example.com');
  await expect(page.getByText('メールアドレスの形式が正しくありません')).not.toBeVisible();

  await password.focus();
  await email.focus();
  await expect(page.getByText('パスワードを入力してください')).toBeVisible();
  for (const weak of ['abc12', 'abcdefg', '1234567']) {
    await enterAndLeave(password, weak);
    await expect(page.getByText('パスワードは6文字以上で英字と数字を含めてください')).toBeVisible();
    await expect(button).toBeDisabled();
  }
  await enterAndLeave(password, 'abc123');
  await expect(page.getByText('パスワードは6文字以上で英字と数字を含めてください')).not.toBeVisible();
  await expect(button).toBeEnabled();
  await shot(page, 'sign-in-validation');
});
