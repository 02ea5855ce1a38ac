// The operators' console (apps/console) as an operator uses it: served by start-all on CONSOLE_PORT
// (WEB_PORT + 1 unless set) under /console/.
import { expect, type Page } from '@playwright/test';

const webPort = Number(process.env.WEB_PORT ?? 5173);
export const CONSOLE = `http://127.0.0.1:${process.env.CONSOLE_PORT ?? webPort + 1}/console`;

export async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto(`${CONSOLE}/sign-in`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'サインイン' }).click();
}

export async function openConsole(page: Page, path: string, heading: string | RegExp) {
  await page.goto(`${CONSOLE}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

/** The JST calendar day now, as the dashboard's table rows name it. */
export function jstToday(): string {
  return new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** Yen in a cell (¥1,700 or -¥900) as a number. */
export function yenOf(text: string): number {
  return Number(text.replace(/[^\d-]/g, ''));
}
