import { expect } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import {
  DECLINED,
  freshFanOnCardDetails,
  signInFreshFan,
  stripeCards,
  submitCard,
  VISA,
} from '../support/card-flow';
import { enterAndLeave, expectNoHorizontalScroll, shot } from '../support/ui';

test('a declined card shows the failure toast and saves nothing', async ({ page }) => {
  const fan = await freshFanOnCardDetails(page);
  await submitCard(page, DECLINED, fan.email);

  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await expectToast(page, '登録中に問題が発生しました。', 'error');
  await expect(page.getByText('登録されているクレジットカードはありません。')).toBeVisible();
  expect(await stripeCards(fan.email)).toEqual([]);
});

test('incomplete card fields, bad holder names and bad e-mails show their messages', async ({ page }) => {
  await signInFreshFan(page);
  await page.goto('/payments/card/form');
  const register = page.getByRole('button', { name: '登録する' });
  const number = page.getByLabel('カード番号');
  const expiry = page.getByLabel('有効期限');
  const cvc = page.getByLabel('セキュリティコード');
  const holder = page.getByLabel('カード名義');
  const email = page.getByLabel('メールアドレス');
  await expect(register).toBeDisabled();
  await expect(holder).toHaveAttribute('placeholder', 'TARO YAMADA');

  // Nothing is said about a field before it is left.
  await number.focus();
  await expect(page.getByText('カード番号を入力してください')).toHaveCount(0);
  for (const field of [expiry, cvc, holder, email, number]) await field.focus();
  for (const text of ['カード番号', '有効期限', 'セキュリティコード', 'カード名義', 'メールアドレス'])
    await expect(page.getByText(`${text}を入力してください`)).toBeVisible();
  await shot(page, 'card-form-required');

  await number.fill('4242 4242');
  await expiry.fill('12');
  await cvc.fill('12');
  await holder.fill('ＴＡＲＯ');
  await email.fill('not-an-email');
  await number.focus();
  for (const text of ['カード番号', '有効期限', 'セキュリティコード'])
    await expect(page.getByText(`${text}を確認してください`)).toBeVisible();
  await expect(page.getByText('カード名義は半角英字で入力してください')).toBeVisible();
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect(register).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await shot(page, 'card-form-errors');

  // A number that fails the checksum is refused while typing.
  await number.fill('4242 4242 4242 4241');
  await expect(page.getByText('カード番号を確認してください')).toBeVisible();
  await enterAndLeave(holder, 'TARO 2');
  await expect(page.getByText('カード名義は半角英字で入力してください')).toBeVisible();
  await enterAndLeave(email, 'select@example.com');
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();

  // All fixed but one field: still disabled; then enabled.
  await number.fill(VISA.number);
  await expiry.fill(VISA.expiry);
  await cvc.fill(VISA.cvc);
  await holder.fill('TARO YAMADA');
  await enterAndLeave(email, 'fan@example.com');
  await expect(page.getByText(/を(確認|入力)してください|半角英字|形式が正しくありません/)).toHaveCount(0);
  await expect(register).toBeEnabled();
  await cvc.fill('');
  await expect(register).toBeDisabled();
  await cvc.fill('123');
  await expect(register).toBeEnabled();
});
