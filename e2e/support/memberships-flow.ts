// Membership journeys: pick a creator as a fan does, act on tier cards by their title, pay.
// Imports name the .ts file (see card-flow.ts).
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { openCardDetails, signInFreshFan, submitCard, VISA, type TestCard } from './card-flow.ts';
import { waitForMail } from './mail.ts';

/** The seeded tiers of every demo creator, lowest first after the free one. */
export const TIERS = {
  free: 'フリー',
  light: 'ライト',
  standard: 'スタンダード',
  premium: 'プレミアム',
} as const;

/** From home: the unregistered tab, the first creator's 登録する; returns the creator's name. */
export async function openFirstCandidate(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'メンバーシップ', exact: true }).click();
  await expect(page).toHaveURL(/\/memberships\?tab=unregistered$/);
  await expect(page.getByRole('tab', { name: '未登録' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('listitem').first();
  const name = (await row.locator('p').first().textContent())?.trim() ?? '';
  expect(name).not.toBe('');
  await row.getByRole('link', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  return name;
}

export function tierCard(page: Page, title: string) {
  return page.getByRole('article', { name: title, exact: true });
}

/** The registered tab's row of a creator. */
export function registeredRow(page: Page, name: string) {
  return page.getByRole('listitem').filter({ hasText: name });
}

export async function openPlansFromRegistered(page: Page, name: string) {
  await page.goto('/memberships?tab=registered');
  await registeredRow(page, name).getByRole('link', { name: 'プランを見る' }).click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
}

/** Registers a card from home through the card screens, then returns home. */
export async function registerCardFromHome(page: Page, card: TestCard, email: string) {
  await openCardDetails(page);
  await submitCard(page, card, email);
  if (card.number.startsWith('4000 0025')) await completeChallenge(page);
  await expect(page.getByText('クレジットカード情報を登録しました。')).toBeVisible();
  await page.goto('/home');
}

/** A fresh fan, signed in, with `card` saved from home (and back on home). */
export async function freshFanWithCard(page: Page, card: TestCard = VISA) {
  const fan = await signInFreshFan(page);
  await registerCardFromHome(page, card, fan.email);
  return fan;
}

/** A fresh fan with a Visa card, registered by it to the first creator's tier `title`. */
export async function freshCardMember(page: Page, title: string) {
  const fan = await freshFanWithCard(page);
  const name = await openFirstCandidate(page);
  await registerTierByCard(page, title);
  return { fan, name };
}

/** A fresh fan on the konbini payment form of the first creator's tier `title`. */
export async function freshFanOnKonbiniForm(page: Page, title: string) {
  const fan = await signInFreshFan(page);
  const name = await openFirstCandidate(page);
  await tierCard(page, title).getByRole('button', { name: '登録する' }).click();
  await page.getByRole('radio', { name: 'コンビニ払い' }).check();
  return { fan, name };
}

/** A fresh fan registers the first creator's tier `title` by konbini, up to the voucher's screen. */
export async function freshKonbiniRegistration(page: Page, title: string) {
  const { fan, name } = await freshFanOnKonbiniForm(page, title);
  await chooseFirstPeriod(page);
  await page.getByLabel('メールアドレス').fill(fan.email);
  await page.getByRole('button', { name: 'お支払い番号を発行する' }).click();
  await expect(page).toHaveURL(/\/payments\/konbini\/success$/);
  return { fan, name };
}

/**
 * The hosted invoice page the product mailed the fan (「コンビニ払いのお支払い番号のお知らせ」, read
 * from the local inbox): the latest one, the `count`-th invoice mail when several.
 */
export async function emailedInvoice(email: string, count = 1) {
  const mail = await waitForMail(email, '【VFan】コンビニ払いのお支払い番号のお知らせ', count);
  const invoice = /https?:\/\/\S+\/hosted/.exec(mail.text)?.[0];
  expect(invoice).toBeTruthy();
  return invoice!;
}

/** Picks the first period offered for the chosen method. */
export async function chooseFirstPeriod(page: Page) {
  const select = page.getByLabel('お支払い期間');
  const value = await select.locator('option').nth(1).getAttribute('value');
  await select.selectOption(value ?? '');
}

/** The sandbox's Stripe.js stand-in shows its 3-D Secure challenge in a modal iframe. */
export async function completeChallenge(page: Page) {
  await expect(page.getByRole('dialog', { name: '3D セキュア認証' })).toBeVisible();
  const challenge = page.frameLocator('iframe[title="3D セキュア認証"]');
  await challenge.getByRole('button', { name: '認証を完了する' }).click();
}

/** The success page, worded for what was done: a purchase, or a cancel, resume or downgrade (nothing bought). */
export async function expectPaymentSuccess(
  page: Page,
  heading:
    | 'お支払いが完了しました'
    | '解約のお手続きが完了しました'
    | 'メンバーシップを再開しました'
    | 'プランの変更を受け付けました' = 'お支払いが完了しました',
) {
  await expect(page).toHaveURL(/\/payments\/managements\/success$/);
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  if (heading !== 'お支払いが完了しました')
    await expect(page.getByText('ご購入ありがとうございます。')).toHaveCount(0);
}

/** From the plans screen: 登録する on a tier, the first period, pay with the saved card. */
export async function registerTierByCard(page: Page, title: string) {
  await tierCard(page, title).getByRole('button', { name: '登録する' }).click();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: '支払う' }).click();
  await expectPaymentSuccess(page);
}

/** A change that reaches the API by webhook (a renewal, a paid voucher): reopen the plans until it shows. */
export async function expectCurrentTier(page: Page, name: string, title: string) {
  await expect(async () => {
    await openPlansFromRegistered(page, name);
    await expect(tierCard(page, title)).toContainText('現在のプラン', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

/** The fan pays a konbini invoice on its hosted page, in a tab of its own: picks konbini, pays the voucher. */
export async function payAtStore(context: BrowserContext, hostedInvoiceUrl: string) {
  const store = await context.newPage();
  await store.goto(hostedInvoiceUrl);
  await store.getByRole('button', { name: 'コンビニで支払う' }).click();
  await store.waitForURL(/\/vouchers\//);
  await store.getByRole('button', { name: '店頭で支払う（テスト）' }).click();
  // Closing the tab while its form post is still navigating can hang: wait for the paid voucher.
  await expect(store.getByText('お支払い済み')).toBeVisible();
  await store.close();
}

/** The creator is under 登録済み once a membership exists, else still under 未登録. */
export async function openPlansByName(page: Page, name: string) {
  await page.goto('/memberships?tab=registered');
  await expect(page.getByRole('tab', { name: '登録済み' })).toBeVisible();
  await expect(page.getByRole('status', { name: '読み込み中' })).toHaveCount(0);
  const row = registeredRow(page, name);
  if ((await row.count()) > 0) await row.getByRole('link', { name: 'プランを見る' }).click();
  else {
    await page.getByRole('tab', { name: '未登録' }).click();
    await registeredRow(page, name).getByRole('link', { name: '登録する' }).click();
  }
  await expect(page).toHaveURL(/\/memberships\/plans$/);
}

/** The notice reaches home once the renewal's webhook has: reload until it shows. */
export async function expectHomeNotice(page: Page, title: string) {
  await expect(async () => {
    await page.goto('/home');
    await expect(page.getByRole('status', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return page.getByRole('status', { name: title });
}
