// Card journeys: a fresh fan per test, the card form filled as a fan does, and the Stripe side read
// straight from the sandbox (the API's own view is checked through the UI).
// Imports name the .ts file: a stray tsc emit once left .js twins that Node's resolver prefers.
import { expect, type Page } from '@playwright/test';
import { createFan } from './system.ts';
import { enterAndLeave, signIn } from './ui.ts';

export const SANDBOX = `http://127.0.0.1:${process.env.STRIPE_SANDBOX_PORT ?? 12111}`;
const SECRET_KEY = process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox';

export interface TestCard {
  number: string;
  expiry: string; // MM/YY
  cvc: string;
  name: string;
}

export const VISA: TestCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'taro yamada',
};
/** Attaches fine, every charge is declined (the sandbox's 4000000000000341). */
export const DECLINES_ON_CHARGE: TestCard = { ...VISA, number: '4000 0000 0000 0341' };
export const JCB: TestCard = {
  number: '3566 0020 2036 0505',
  expiry: '08/33',
  cvc: '456',
  name: 'HANAKO SATO',
};
export const THREE_DS: TestCard = { ...VISA, number: '4000 0025 0000 3155', expiry: '11/32' };
export const DECLINED: TestCard = { ...VISA, number: '4000 0000 0000 0002' };

/** Signs in a new fan and agrees to the terms a fresh fan is sent to. */
export async function signInFreshFan(page: Page) {
  const fan = await createFan();
  await signIn(page, fan.email, fan.password);
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
  return fan;
}

export async function openCardDetails(page: Page) {
  await page.getByRole('link', { name: 'クレジットカード' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/details$/);
}

/** A fresh fan, signed in, on the card details screen, where the card journeys start. */
export async function freshFanOnCardDetails(page: Page) {
  const fan = await signInFreshFan(page);
  await openCardDetails(page);
  return fan;
}

/** A fresh fan on the card details screen with a Visa card saved through the form. */
export async function freshFanWithVisa(page: Page) {
  const fan = await freshFanOnCardDetails(page);
  await submitCard(page, VISA, fan.email);
  await expect(page.getByText('•••• 4242')).toBeVisible();
  return fan;
}

export async function fillCardForm(page: Page, card: TestCard, email: string) {
  await page.getByLabel('カード番号').fill(card.number);
  await page.getByLabel('有効期限').fill(card.expiry);
  await page.getByLabel('セキュリティコード').fill(card.cvc);
  await page.getByLabel('カード名義').fill(card.name);
  await enterAndLeave(page.getByLabel('メールアドレス'), email);
}

/** From card details: open the form, fill it, press 登録する and confirm the dialog. */
export async function submitCard(page: Page, card: TestCard, email: string, confirm = '登録する') {
  await page.getByRole('link', { name: /カードを登録する$/ }).click();
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  await fillCardForm(page, card, email);
  await page.getByRole('button', { name: '登録する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: confirm }).click();
}

async function sandbox(path: string) {
  const response = await fetch(`${SANDBOX}${path}`, { headers: { authorization: `Bearer ${SECRET_KEY}` } });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { data: any[] };
}

/** The cards attached to the fan's Stripe customer, as "brand last4". */
export async function stripeCards(email: string): Promise<string[]> {
  const customers = await sandbox(`/v1/customers?email=${encodeURIComponent(email)}`);
  if (customers.data.length === 0) return [];
  expect(customers.data).toHaveLength(1);
  const methods = await sandbox(`/v1/payment_methods?customer=${customers.data[0].id}&type=card`);
  return methods.data.map((m) => `${m.card.brand} ${m.card.last4}`);
}
