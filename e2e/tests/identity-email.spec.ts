import { expect, test, type Page } from '@playwright/test';
import {
  changeEmailDirectly,
  enableEmailPrivacy,
  handlerUrl,
  latestOobCode,
  profileEmail,
  stripeCustomersWithEmail,
} from '../support/identity-system';
import { createFan, uniqueEmail } from '../support/system';
import { enterAndLeave, expectNoHorizontalScroll, shot, signIn } from '../support/ui';

test.beforeAll(enableEmailPrivacy);

async function agreeToTermsIfAsked(page: Page) {
  await expect(page).toHaveURL(/\/(home|terms_and_conditions)$/);
  if (page.url().endsWith('/terms_and_conditions'))
    await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

test('a new fan signs up, cannot log in before verifying, verifies through /auth/handler, reaches home', async ({
  page,
}) => {
  const email = uniqueEmail('signup');
  await page.goto('/sign_up');
  const button = page.getByRole('button', { name: '登録する' });
  await expect(button).toBeDisabled();
  await page.getByLabel('メールアドレス').fill(email);
  await enterAndLeave(page.getByLabel('パスワード'), 'abcdef');
  await expect(page.getByText('パスワードは6文字以上で英字と数字を含めてください')).toBeVisible();
  await expect(button).toBeDisabled();
  await page.getByLabel('パスワード').fill('abc12345');
  await expectNoHorizontalScroll(page);
  await shot(page, 'identity-sign-up');
  await button.click();

  await expect(page.getByRole('heading', { name: '確認メールを送信しました' })).toBeVisible();
  await expect(page.getByText('5〜10分ほど')).toBeVisible();
  await expect(page.getByText('迷惑メールフォルダ')).toBeVisible();
  await expect(page.getByText('正しいメールアドレスで再度ご登録ください')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'identity-sign-up-sent');

  await signIn(page, email, 'abc12345');
  await expect(page.getByText('ユーザーのメールアドレスがまだ承認されていません。')).toBeVisible();

  const code = await latestOobCode(email, 'VERIFY_EMAIL');
  await page.goto(handlerUrl('verifyEmail', code));
  await expect(page.getByRole('heading', { name: 'メールアドレスの認証が完了しました' })).toBeVisible();
  await shot(page, 'identity-handler-verified');
  await page.goto(handlerUrl('verifyEmail', code));
  await expect(page.getByRole('heading', { name: 'メールアドレスを認証できませんでした' })).toBeVisible();
  await shot(page, 'identity-handler-used');

  await signIn(page, email, 'abc12345');
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/$/);

  // The same address again: the spec's credential message, nothing else given away.
  await page.goto('/sign_up');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill('abc12345');
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByText('認証情報を確認してください。')).toBeVisible();
});

test('an unknown action link offers the way back to the top', async ({ page }) => {
  await page.goto('/auth/handler?mode=somethingElse&oobCode=x');
  await expect(page.getByRole('heading', { name: 'このリンクは無効です' })).toBeVisible();
  await page.getByRole('link', { name: 'トップへ戻る' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('forgot password: the reset link sets a new password that follows the rule', async ({ page }) => {
  const fan = await createFan();
  await page.goto('/sign_in');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page).toHaveURL(/\/password\/update$/);
  await expect(page.getByRole('link', { name: '戻る' })).toHaveAttribute('href', '/sign_in');
  await page.getByLabel('メールアドレス').fill(fan.email);
  await shot(page, 'identity-password-request');
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page.getByRole('heading', { name: 'パスワード再設定メールを送信しました' })).toBeVisible();

  await page.goto(handlerUrl('resetPassword', await latestOobCode(fan.email, 'PASSWORD_RESET')));
  const field = page.getByLabel('新しいパスワード');
  const submit = page.getByRole('button', { name: 'パスワードを変更する' });
  await enterAndLeave(field, 'abcdefgh');
  await expect(page.getByText('パスワードは6文字以上で英字と数字を含めてください')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await shot(page, 'identity-password-new');
  await field.fill('fresh2024');
  await submit.click();
  await expect(page.getByRole('heading', { name: 'パスワードを変更しました' })).toBeVisible();

  await signIn(page, fan.email, fan.password);
  await expect(page.getByText('認証情報を確認してください。')).toBeVisible();
  await signIn(page, fan.email, 'fresh2024');
  await agreeToTermsIfAsked(page);
});

test('change e-mail: verified at the new address, profile and Stripe follow; a recover link restores the address', async ({
  page,
}) => {
  const fan = await createFan();
  const newEmail = uniqueEmail('changed');
  await signIn(page, fan.email, fan.password);
  await agreeToTermsIfAsked(page);

  await page.goto('/account_settings/providers');
  await page.getByRole('link', { name: 'メールアドレスの設定' }).click();
  await expect(page.getByText(fan.email)).toBeVisible();
  await shot(page, 'identity-email-provider');
  await page.getByRole('link', { name: 'パスワードを変更する' }).click();
  await expect(page.getByRole('link', { name: '戻る' })).toHaveAttribute(
    'href',
    '/account_settings/providers',
  );
  await expect(page.getByLabel('メールアドレス')).toHaveValue(fan.email);
  await page.goBack();
  await page.getByRole('link', { name: 'メールアドレスを変更する' }).click();
  await page.getByLabel('新しいメールアドレス').fill(newEmail);
  await page.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(page.getByText(`${newEmail} に確認メールを送信しました`)).toBeVisible();
  await shot(page, 'identity-email-update-sent');

  await page.goto(
    handlerUrl('verifyAndChangeEmail', await latestOobCode(fan.email, 'VERIFY_AND_CHANGE_EMAIL')),
  );
  await expect(page.getByRole('heading', { name: 'メールアドレスを変更しました' })).toBeVisible();
  await signIn(page, newEmail, fan.password);
  await expect(page).toHaveURL(/\/home$/);
  expect(await profileEmail(newEmail, fan.password)).toBe(newEmail);
  const [customer] = await stripeCustomersWithEmail(newEmail);
  expect(customer?.email).toBe(newEmail);

  // Someone changes the address elsewhere; the recover link sent to the previous one restores it.
  const stolen = uniqueEmail('stolen');
  await changeEmailDirectly(newEmail, fan.password, stolen);
  await page.goto(handlerUrl('recoverEmail', await latestOobCode(newEmail, 'RECOVER_EMAIL')));
  await expect(page.getByRole('heading', { name: 'メールアドレスを元に戻しました' })).toBeVisible();
  await expect(page.getByText(`${newEmail} で、もう一度ログインしてください`)).toBeVisible();
  await shot(page, 'identity-handler-recovered');
  await signIn(page, stolen, fan.password);
  await expect(page.getByText('認証情報を確認してください。')).toBeVisible();
  await signIn(page, newEmail, fan.password);
  await expect(page).toHaveURL(/\/home$/);
  expect(await profileEmail(newEmail, fan.password)).toBe(newEmail);
  expect((await stripeCustomersWithEmail(newEmail)).map((c) => c.id)).toContain(customer!.id);
});
