import { expect, test } from '@playwright/test';
import { signInFreshFan, VISA } from '../support/card-flow.ts';
import { payThousandByCard, saveCard } from '../support/points-purchase.ts';
import { expectAccessible, expectNoHorizontalScroll, horizontalOverflow, shot } from '../support/ui.ts';

test('a fan buys points by card, finds the payment in お支払い履歴 and prints its 領収書 with a 宛名', async ({
  page,
}) => {
  const fan = await signInFreshFan(page);
  await saveCard(page, VISA, fan.email);
  await payThousandByCard(page, '4242');
  await expect(page).toHaveURL(/\/payments\/managements\/success$/);

  await page.goto('/home');
  await page.getByRole('link', { name: 'お支払い履歴' }).click();
  await expect(page).toHaveURL(/\/payments\/history$/);
  await expect(page.getByRole('heading', { name: 'お支払い履歴' })).toBeVisible();
  const rows = page.getByRole('listitem');
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText('ポイント購入（1,000pt）');
  await expect(row).toContainText('¥1,200');
  await expect(row).toContainText('Visa •••• 4242');
  await expect(row).toContainText('支払い済み');
  await expect(row.getByText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectAccessible(page, 'payment-history');
  await shot(page, 'payment-history');

  await row.getByRole('link', { name: '領収書' }).click();
  await expect(page).toHaveURL(/\/payments\/history\/point-[0-9a-f-]+\/receipt$/);
  const receipt = page.getByRole('article', { name: '領収書' });
  await expect(receipt).toContainText('¥1,200');
  await expect(receipt).toContainText('内消費税（10%）');
  await expect(receipt).toContainText('¥109');
  await expect(receipt).toContainText(/T\d{13}/);
  await expect(receipt).toContainText('ポイント購入（1,000pt）');
  await expect(page.getByTestId('receipt-addressee')).toHaveText('様');

  await page.getByLabel('宛名（任意）').fill('株式会社ファンクラブ');
  await expect(page.getByTestId('receipt-addressee')).toHaveText('株式会社ファンクラブ 様');
  await expectNoHorizontalScroll(page);
  expect(await horizontalOverflow(page)).toEqual([]);
  await expectAccessible(page, 'payment-receipt');
  await shot(page, 'payment-receipt');

  // On paper: the receipt alone (no title bar, no 宛名 field, no print button).
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '印刷する' })).toBeHidden();
  await expect(page.getByLabel('宛名（任意）')).toBeHidden();
  await expect(page.getByTestId('receipt-addressee')).toHaveText('株式会社ファンクラブ 様');
  await shot(page, 'payment-receipt-print');
  // A4's printable width (210 mm less 2 × 20 mm margins, at 96 px an inch): the sheet spans it.
  const phone = page.viewportSize()!;
  await page.setViewportSize({ width: 643, height: 1000 });
  await shot(page, 'payment-receipt-print');
  await page.setViewportSize(phone);
  await page.emulateMedia({ media: 'screen' });
});
