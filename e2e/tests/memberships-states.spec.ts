import { expect, test } from '@playwright/test';
import {
  chooseFirstPeriod,
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

  // The product mails the invoice's page; there the fan picks konbini, gets the voucher and pays.
  await payAtStore(context, await emailedInvoice(fan.email));

  // The webhook makes the tier current: the registered row and the plans screen show it.
  await expect(async () => {
    await page.goto('/memberships?tab=registered');
    await expect(registeredRow(page, name)).toContainText(TIERS.light, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await registeredRow(page, name).getByRole('link', { name: 'プランを見る' }).click();
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');
  await expect(tierCard(page, TIERS.light)).not.toContainText('お支払い待ち');
  await shot(page, 'memberships-konbini-paid');

  // A konbini member upgrades too (decision 044): konbini prices only, nothing charged now, the
  // higher tier from the next renewal, with its konbini price and the voucher's days on the final
  // confirmation.
  await tierCard(page, TIERS.standard).getByRole('button', { name: 'アップグレード' }).click();
  await expect(page).toHaveURL(/\/payments\/memberships$/);
  await expect(page.getByRole('radio', { name: /コンビニ払い/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /クレジットカード/ })).toBeDisabled();
  await expect(
    page.getByText('コンビニ払いのメンバーシップは、コンビニ払いのままプランを変更します'),
  ).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveCount(0);
  await chooseFirstPeriod(page);
  await shot(page, 'memberships-konbini-upgrade-period');
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  const confirm = page.getByRole('button', { name: 'アップグレードする' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('コンビニ払い', { exact: true })).toBeVisible();
  await expect(page.getByText('¥0（請求はありません）')).toBeVisible();
  await expect(page.getByText(/の更新から新しいプランになります。/)).toContainText(
    '3日以内にコンビニでお支払いください',
  );
  await shot(page, 'memberships-konbini-upgrade-confirm');
  await confirm.click();
  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { name: 'プランの変更を受け付けました' })).toBeVisible();
  await page.goto('/memberships?tab=registered');
  await registeredRow(page, name).getByRole('link', { name: 'プランを見る' }).click();
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');
  await expect(tierCard(page, TIERS.standard)).toContainText('次回更新日から変更');
  await expect(tierCard(page, TIERS.standard).getByRole('button', { name: 'アップグレード' })).toHaveCount(0);
  await shot(page, 'memberships-konbini-upgrade-scheduled');
});
