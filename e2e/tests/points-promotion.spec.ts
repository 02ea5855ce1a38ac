import { expect } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import { signInFreshFan } from '../support/card-flow.ts';
import { openHistory, summaryValue } from '../support/points-flow.ts';
import { enterAndLeave, shot } from '../support/ui.ts';

async function submitCode(page: import('@playwright/test').Page, code: string) {
  await page.goto('/home');
  await page.getByRole('link', { name: 'プロモーションコード' }).click();
  await expect(page).toHaveURL(/\/promotion_codes$/);
  await page.getByLabel('プロモーションコード').fill(code);
  await page.getByRole('button', { name: '登録する' }).click();
}

test('a promotion code grants free points once; a reused or unknown code is invalid', async ({ page }) => {
  await signInFreshFan(page);
  await openHistory(page);
  await expect(summaryValue(page, '無償ポイント')).toHaveText('0pt');

  await submitCode(page, 'VTFAN500');
  await expectToast(page, '500ポイントを獲得しました！');
  await expect(page).toHaveURL(/\/home$/);
  await shot(page, 'points-promotion-success');

  await openHistory(page);
  await expect(summaryValue(page, '無償ポイント')).toHaveText('500pt');
  await expect(summaryValue(page, '利用可能ポイント合計')).toHaveText('500pt');
  await expect(page.getByRole('listitem').first()).toContainText('+500pt');

  await submitCode(page, 'VTFAN500');
  await expectToast(page, 'プロモーションコードが正しくありません。', 'error');
  await expect(page).toHaveURL(/\/home$/);
  await shot(page, 'points-promotion-invalid');

  await submitCode(page, 'NOSUCHCODE123');
  await expectToast(page, 'プロモーションコードが正しくありません。', 'error');
  await expect(page).toHaveURL(/\/home$/);
  await openHistory(page);
  await expect(summaryValue(page, '無償ポイント')).toHaveText('500pt');
});

test('the promotion code field explains what is wrong and blocks registering', async ({ page }) => {
  await signInFreshFan(page);
  await page.getByRole('link', { name: 'プロモーションコード' }).click();
  const field = page.getByLabel('プロモーションコード');
  const submit = page.getByRole('button', { name: '登録する' });
  await expect(submit).toBeDisabled();
  await field.focus();
  await field.blur();
  await expect(page.getByText('プロモーションコードを入力してください')).toBeVisible();

  await enterAndLeave(field, 'A'.repeat(21));
  await expect(page.getByText('入力できる文字数を超えています')).toBeVisible();
  await expect(submit).toBeDisabled();
  await shot(page, 'points-promotion-too-long');

  await field.fill('A'.repeat(20));
  await expect(page.getByText('入力できる文字数を超えています')).toHaveCount(0);
  await expect(submit).toBeEnabled();
});
