// The operators' console (apps/console) as an operator uses it: served by start-all on its own origin,
// CONSOLE_PORT (WEB_PORT + 1 unless set), at the root.
import { expect, type Page } from '@playwright/test';
import { enrollmentCodeOf, knowsSecret, nextCode, rememberSecret } from './authenticator.ts';

const webPort = Number(process.env.WEB_PORT ?? 5173);
export const CONSOLE = `http://127.0.0.1:${process.env.CONSOLE_PORT ?? webPort + 1}`;

export async function signInToConsole(page: Page, email: string, password: string) {
  await page.goto(`${CONSOLE}/sign-in`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'サインイン' }).click();
}

/** The enrolment's first screen (decision 053): the one-time code grant-operator showed, then 次へ. */
export async function enterEnrollmentCode(page: Page, email: string) {
  await page.getByLabel('登録コード').fill(enrollmentCodeOf(email));
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByLabel('セットアップキー')).toBeVisible();
}

/**
 * The second factor after the password (decisions 041, 053): the first time, the enrolment code,
 * then the enrolment screen's key goes into the journey's authenticator and its first code activates
 * it; afterwards, a code.
 */
export async function enterSecondFactor(page: Page, email: string) {
  const enrol = page.getByRole('heading', { level: 1, name: '二段階認証の設定' });
  const code = page.getByRole('heading', { level: 1, name: '確認コードの入力' });
  await expect(enrol.or(code)).toBeVisible();
  if (await enrol.isVisible()) {
    if (await page.getByLabel('登録コード').isVisible()) await enterEnrollmentCode(page, email);
    if (!knowsSecret(email))
      rememberSecret(email, (await page.getByLabel('セットアップキー').innerText()).trim());
    await page.getByLabel('確認コード').fill(await nextCode(email));
    await page.getByRole('button', { name: '設定してサインイン' }).click();
  } else {
    await page.getByLabel('確認コード').fill(await nextCode(email));
    await page.getByRole('button', { name: 'サインイン', exact: true }).click();
  }
}

/** An operator's whole sign-in: password, then the authenticator's code; ends on the first screen. */
export async function signInAsOperator(page: Page, email: string, password: string) {
  await signInToConsole(page, email, password);
  await enterSecondFactor(page, email);
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
