// UI helpers of the identity journeys (kept apart from ui.ts so these specs stand on their own).
import { expect, type Page } from '@playwright/test';

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign_in');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン', exact: true }).click();
}

export async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `artifacts/screens/${name}-${width}px.png`, fullPage: true });
}
