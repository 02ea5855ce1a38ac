// Point journeys: open the point screens as a fan does and read what they show.
import { expect, type Page } from '@playwright/test';

export async function openPoints(page: Page) {
  await page.goto('/home');
  await page.getByRole('link', { name: 'ポイント購入' }).click();
  await expect(page).toHaveURL(/\/points$/);
}

/** The available balance on /points, e.g. '1,000pt'. */
export function availableBalance(page: Page) {
  return page.getByRole('region', { name: '利用可能ポイント' }).getByText(/pt$/);
}

/** From /points: tap the price of the package worth `amount` (e.g. '1,000pt'). */
export async function choosePackage(page: Page, amount: string, price: string) {
  await page.getByRole('link', { name: `${amount}を${price}で購入` }).click();
  await expect(page).toHaveURL(/\/payments\/points$/);
  await expect(page.getByRole('region', { name: '購入するポイント' })).toContainText(amount);
}

/** The value of a row of the history's balance summary (有償ポイント, 無償ポイント, 利用可能ポイント合計). */
export function summaryValue(page: Page, label: string) {
  return page
    .locator('dl div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd');
}

export async function openHistory(page: Page) {
  await page.goto('/points/transactions');
  await expect(page.getByRole('heading', { name: 'ポイント履歴' })).toBeVisible();
}

export function historyRows(page: Page) {
  return page.getByRole('listitem');
}
