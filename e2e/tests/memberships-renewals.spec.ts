import { expect, type Page } from '@playwright/test';
import { fillCardForm, VISA, type TestCard, DECLINES_ON_CHARGE } from '../support/card-flow.ts';
import {
  completeChallenge,
  emailedInvoice,
  expectCurrentTier,
  expectHomeNotice,
  freshCardMember,
  freshKonbiniRegistration,
  openPlansFromRegistered,
  payAtStore,
  registerTierByCard,
  TIERS,
} from '../support/memberships-flow.ts';
import { advancePastRenewal, customerOf, fanClock, stripe } from '../support/stripe-clock.ts';
import { expectToast, test } from '../support/toasts.ts';
import { expectAccessible, expectNoHorizontalScroll, shot } from '../support/ui.ts';
import { shotInbox, waitForMail } from '../support/mail.ts';
import { reconcileNow } from '../support/system.ts';

// Failed renewals recover (issue 28, decision 032): the fan sees that a renewal was not paid, until
// when the membership continues and the one step that fixes it; unpaid by then it ends and the fan
// can register again. Each fan lives on their own Stripe test clock.

/** Always asks for 3-D Secure, setup and every payment. */
const ALWAYS_3DS: TestCard = { ...VISA, number: '4000 0027 6000 3184' };

/** A card member of the light tier whose renewal card now declines; returns the creator and the clock. */
async function memberWithDecliningCard(page: Page) {
  const { fan, name } = await freshCardMember(page, TIERS.light);
  await replaceCard(page, DECLINES_ON_CHARGE, fan.email);
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  return { fan, name, advanceDays: await fanClock(fan.email) };
}

/** From the card form: fill a card, open the overwrite dialog. */
async function openReplaceDialog(page: Page, card: TestCard, email: string) {
  if (!/\/payments\/card\/form$/.test(page.url())) await page.goto('/payments/card/form');
  await fillCardForm(page, card, email);
  await page.getByRole('button', { name: '登録する' }).click();
  return page.getByRole('dialog');
}

/** From the card form: fill a card, confirm the overwrite dialog with `confirm`. */
async function replaceCard(page: Page, card: TestCard, email: string, confirm = '上書きする') {
  await (await openReplaceDialog(page, card, email)).getByRole('button', { name: confirm }).click();
}

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;

/** At both phone widths: nothing sideways, axe clean, a screenshot each (looked at by a person). */
async function looksRight(page: Page, name: string) {
  const size = page.viewportSize()!;
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoHorizontalScroll(page);
    await shot(page, name);
  }
  await page.setViewportSize(size);
  await expectAccessible(page, name);
}

/** The renewal notices on the screen (each a status region named by its title). */
const notices = (page: Page) => page.getByRole('status', { name: /更新のお支払い|お支払いの認証/ });

/** The unpaid renewal has ended the membership: the creator's free tier is current, home says nothing. */
async function expectFellBackToFree(page: Page, name: string) {
  await expectCurrentTier(page, name, TIERS.free);
  await page.goto('/home');
  await expect(notices(page)).toHaveCount(0);
}

/** The subscription's latest invoice, with its payment: paid once, for its amount. */
async function latestInvoice(email: string) {
  const subs = await stripe(`/v1/subscriptions?customer=${await customerOf(email)}&status=all`);
  const invoice = await stripe(
    `/v1/invoices/${subs.data[0].latest_invoice}?expand[]=payments.data.payment.payment_intent`,
  );
  return { invoice, intent: invoice.payments.data[0].payment.payment_intent, sub: subs.data[0] };
}

test('a declined renewal: the notice on home, the card, the plans and the card page; a new card pays it once', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { fan, name } = await memberWithDecliningCard(page);
  const renewalDate = (await latestInvoice(fan.email)).sub.items.data[0].current_period_end;
  await advancePastRenewal(fan.email);

  const notice = await expectHomeNotice(page, '更新のお支払いができませんでした');
  await expect(notice).toContainText(`${name}（${TIERS.light}）の更新料金`);
  await expect(notice).toContainText(
    'までにカードを更新してお支払いいただくと、メンバーシップはそのまま続きます。',
  );
  await looksRight(page, 'renewal-card-home');
  await page.goto('/membership_cards');
  await expect(page.getByRole('status', { name: '更新のお支払いができませんでした' })).toBeVisible();
  await looksRight(page, 'renewal-card-member-card');
  await openPlansFromRegistered(page, name);
  const plansNotice = page.getByRole('status', { name: '更新のお支払いができませんでした' });
  await expect(plansNotice).toBeVisible();
  // No upgrade until the renewal is paid (decision 043), and the notice says so.
  await expect(plansNotice).toContainText('お支払いが済むまで、上位プランへの変更はできません。');
  await expect(page.getByRole('button', { name: 'アップグレード' })).toHaveCount(0);
  await looksRight(page, 'renewal-card-plans');
  await page.goto('/payments/card/details');
  await expect(page.getByRole('status', { name: '更新のお支払いができませんでした' })).toBeVisible();
  await looksRight(page, 'renewal-card-details');

  // The confirmation names the renewal and what confirming charges (decision 043).
  const due = (await latestInvoice(fan.email)).invoice.amount_due as number;
  await page.getByRole('link', { name: 'カードを更新して支払う' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  const dialog = await openReplaceDialog(page, VISA, fan.email);
  await expect(dialog).toContainText(
    `登録すると、未払いの更新料金 ${yen(due)}（${name} ${TIERS.light}）をこのカードでお支払いします。`,
  );
  await expect(dialog.getByRole('radio', { name: '登録のみ（今は支払わない）' })).not.toBeChecked();
  await looksRight(page, 'renewal-card-register-dialog');
  await dialog.getByRole('button', { name: `登録して ${yen(due)} を支払う` }).click();
  // The card is reported saved, then the renewal's payment, each as it happens.
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await expectToast(page, `クレジットカード情報を登録し、更新料金 ${yen(due)} のお支払いが完了しました。`);
  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await expect(page.getByRole('status', { name: '更新のお支払いができませんでした' })).toHaveCount(0);
  await page.goto('/home');
  await expect(notices(page)).toHaveCount(0);

  // One charge for the renewal's amount, and the period is the one that began at the renewal date.
  const { invoice, intent, sub } = await latestInvoice(fan.email);
  expect(invoice.status).toBe('paid');
  expect(intent.amount_received).toBe(invoice.amount_due);
  expect(sub.status).toBe('active');
  expect(sub.items.data[0].current_period_start).toBe(renewalDate);
});

test('with a card that asks for 3-D Secure, the fan confirms the renewal in the app', async ({ page }) => {
  test.setTimeout(180_000);
  const { fan } = await memberWithDecliningCard(page);
  await advancePastRenewal(fan.email);
  const notice = await expectHomeNotice(page, '更新のお支払いができませんでした');
  await notice.getByRole('link', { name: 'カードを更新して支払う' }).click();
  const due = (await latestInvoice(fan.email)).invoice.amount_due as number;
  await replaceCard(page, ALWAYS_3DS, fan.email, `登録して ${yen(due)} を支払う`);
  await completeChallenge(page); // the card's setup
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await completeChallenge(page); // the renewal's payment
  await expectToast(page, `クレジットカード情報を登録し、更新料金 ${yen(due)} のお支払いが完了しました。`);
  await page.goto('/home');
  await expect(notices(page)).toHaveCount(0);
  const { invoice, sub } = await latestInvoice(fan.email);
  expect(invoice.status).toBe('paid');
  expect(sub.status).toBe('active');

  // The next renewal on that card asks for 3-D Secure again: 認証して支払う confirms it.
  await advancePastRenewal(fan.email);
  const action = await expectHomeNotice(page, 'お支払いの認証が必要です');
  await looksRight(page, 'renewal-3ds-home');
  await action.getByRole('button', { name: '認証して支払う' }).click();
  await completeChallenge(page);
  await expectToast(page, '更新のお支払いが完了しました。');
  await expect(page.getByRole('status', { name: 'お支払いの認証が必要です' })).toHaveCount(0);
});

test('not recovered before the last retry: the membership ends, and the fan registers again', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { fan, name, advanceDays } = await memberWithDecliningCard(page);
  await advancePastRenewal(fan.email);
  await expectHomeNotice(page, '更新のお支払いができませんでした');
  // Retries 3, 5 and 7 days after the renewal all fail; Stripe's final action cancels.
  await advanceDays(8);
  await expectFellBackToFree(page, name);

  await replaceCard(page, VISA, fan.email);
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await openPlansFromRegistered(page, name);
  await registerTierByCard(page, TIERS.light);
});

test('a konbini renewal: the payment page in the app; paid, it continues; not paid by its due date, it ends', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  const { fan, name } = await freshKonbiniRegistration(page, TIERS.light);
  await payAtStore(context, await emailedInvoice(fan.email));
  await expectCurrentTier(page, name, TIERS.light);
  const advanceDays = await fanClock(fan.email);

  await advancePastRenewal(fan.email);
  const notice = await expectHomeNotice(page, '更新のお支払いをお待ちしています');
  await expect(notice).toContainText('までにコンビニでお支払いください。');
  await looksRight(page, 'renewal-konbini-home');
  await openPlansFromRegistered(page, name);
  await looksRight(page, 'renewal-konbini-plans');
  await page.goto('/home');
  const voucher = page.getByRole('link', { name: 'お支払いページを開く' });
  await expect(voucher).toHaveAttribute('target', '_blank');
  await payAtStore(context, (await voucher.getAttribute('href'))!);
  await expect(async () => {
    await page.goto('/home');
    await expect(notices(page)).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // The next renewal is left unpaid: its page is mailed, the Japan-time day before its due date a
  // reminder (the reconciler's pass, on the fan's own clock), and at the due date (3 days) the
  // membership falls back to free, with a mail that says so.
  await advancePastRenewal(fan.email);
  await expectHomeNotice(page, '更新のお支払いをお待ちしています');
  expect(await emailedInvoice(fan.email, 3)).toMatch(/\/invoices\/in_.+\/hosted$/);
  const [open] = (await stripe(`/v1/invoices?customer=${await customerOf(fan.email)}&status=open`)).data;
  const customer = await stripe(`/v1/customers/${await customerOf(fan.email)}`);
  const { frozen_time } = await stripe(`/v1/test_helpers/test_clocks/${customer.test_clock}`);
  // 01:00 JST (UTC+9, no summer time) of the Japan-time day before the due date.
  const jstDay = (t: number) => Math.floor((t + 9 * 3600) / 86400) * 86400 - 9 * 3600;
  const dayBefore = jstDay(open.due_date) - 86400 + 3600;
  await advanceDays((dayBefore - frozen_time) / 86400);
  await reconcileNow();
  const reminder = await waitForMail(fan.email, '【VFan】コンビニ払いのお支払い期限は明日です');
  expect(reminder.text).toContain(`お支払い内容：${name} メンバーシップ（${TIERS.light}・1か月）`);
  await advanceDays(3);
  await expectFellBackToFree(page, name);
  const expired = await waitForMail(fan.email, '【VFan】コンビニ払いのお支払い期限が過ぎました');
  expect(expired.text).toContain('メンバーシップは終了しています');
  await shotInbox(page, fan.email, 'mail-konbini-renewal');
});
