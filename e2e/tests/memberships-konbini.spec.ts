import { expect, test } from '@playwright/test';
import {
  chooseFirstPeriod,
  freshFanOnKonbiniForm,
  openPlansByName,
  tierCard,
  TIERS,
} from '../support/memberships-flow';
import { enterAndLeave, expectNoHorizontalScroll, shot } from '../support/ui';

test('a konbini registration waits for payment and warns before paying twice', async ({ page }) => {
  const { fan, name } = await freshFanOnKonbiniForm(page, TIERS.light);
  const proceed = page.getByRole('button', { name: 'お支払い番号を発行する' });
  await expect(proceed).toBeDisabled();
  await chooseFirstPeriod(page);
  await expect(page.getByText('コンビニ手数料')).toBeVisible();
  const email = page.getByLabel('メールアドレス');
  await enterAndLeave(email, 'not-an-email');
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await email.fill(fan.email);
  await shot(page, 'memberships-pay-konbini');
  await expectNoHorizontalScroll(page);
  await proceed.click();

  await expect(page).toHaveURL(/\/payments\/konbini\/success$/);
  // The invoice's own due date (the API's konbiniDueAt) and its payment page, where the number is issued.
  await expect(page.getByText('お支払い期限', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'お支払いページを開く' })).toHaveAttribute(
    'href',
    /\/invoices\/in_.+\/hosted$/,
  );
  await expect(page.getByText('次回更新日')).toBeVisible();
  for (const store of ['ファミリーマート', 'ローソン', 'ミニストップ', 'セイコーマート']) {
    await expect(page.getByText(store)).toBeVisible();
  }
  await expect(page.getByText('お申し込みは無効になります')).toBeVisible();
  await shot(page, 'memberships-konbini-success');

  await page.goto('/home');
  await openPlansByName(page, name);
  await expect(tierCard(page, TIERS.light)).toContainText('お支払い待ち');
  await tierCard(page, TIERS.standard).getByRole('button', { name: '登録する' }).click();
  const warning = page.getByRole('dialog', { name: 'コンビニ払いのお支払い待ちがあります' });
  await expect(warning).toContainText('返金はできません');
  await shot(page, 'memberships-konbini-warning');
  await warning.getByRole('button', { name: 'キャンセル' }).click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
  await tierCard(page, TIERS.standard).getByRole('button', { name: '登録する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '続ける' }).click();
  await expect(page).toHaveURL(/\/payments\/memberships$/);
});
