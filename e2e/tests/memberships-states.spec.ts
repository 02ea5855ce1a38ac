import { expect, test } from '@playwright/test';
import {
  emailedInvoice,
  freshKonbiniRegistration,
  payAtStore,
  registeredRow,
  tierCard,
  TIERS,
} from '../support/memberships-flow';
import { DEMO } from '../support/system';
import { shot, signIn } from '../support/ui';

test("the demo fan's iOS membership shows the banner and no actions; its expiry is red", async ({ page }) => {
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/memberships?tab=registered');
  const row = registeredRow(page, '紫苑ヨル');
  // Canceled in the app and ending within days: the expiry label, in red.
  await expect(row.getByText(/有効期限/)).toHaveClass(/red/);
  await shot(page, 'memberships-demo-registered');
  await row.getByRole('link', { name: 'プランを見る' }).click();
  await expect(
    page.getByText('このメンバーシップはiOSアプリで購入されました。変更はiOSアプリから行ってください。'),
  ).toBeVisible();
  await expect(tierCard(page, TIERS.premium)).toBeVisible();
  for (const name of ['登録する', '解約する', '再開する', 'アップグレード', 'ダウングレード'])
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  await shot(page, 'memberships-ios');
});

test('paying the konbini voucher makes the tier current', async ({ page, context }) => {
  const { fan, name } = await freshKonbiniRegistration(page, TIERS.light);

  // Stripe e-mails the invoice; on its hosted page the fan picks konbini, gets the voucher and pays.
  await payAtStore(context, await emailedInvoice(fan.email));

  // The webhook makes the tier current: the registered row and the plans screen show it.
  await expect(async () => {
    await page.goto('/memberships?tab=registered');
    await expect(registeredRow(page, name)).toContainText(TIERS.light, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await registeredRow(page, name).getByRole('link', { name: 'プランを見る' }).click();
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');
  await expect(tierCard(page, TIERS.light)).not.toContainText('お支払い待ち');
  // Stripe holds no upgrade of a konbini subscription (decision 027): none is offered, and the
  // screen says why.
  await expect(
    page.getByText('コンビニ払いのメンバーシップはアップグレードできません。', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'アップグレード' })).toHaveCount(0);
  await shot(page, 'memberships-konbini-paid');
});
