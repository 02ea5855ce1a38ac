import { expect, type Page } from '@playwright/test';
import {
  DECLINES_ON_CHARGE,
  fillCardForm,
  openCardDetails,
  SANDBOX,
  signInFreshFan,
  submitCard,
  type TestCard,
  VISA,
} from '../support/card-flow.ts';
import {
  chooseFirstPeriod,
  completeChallenge,
  expectCurrentTier,
  expectHomeNotice,
  expectPaymentSuccess,
  freshCardMember,
  freshFanOnKonbiniForm,
  openFirstCandidate,
  openPlansByName,
  openPlansFromRegistered,
  registerTierByCard,
  tierCard,
  TIERS,
} from '../support/memberships-flow.ts';
import { advancePastRenewal, customerOf, fanClock, stripe } from '../support/stripe-clock.ts';
import { expectToast, test } from '../support/toasts.ts';
import { expectAccessible, expectNoHorizontalScroll, shot } from '../support/ui.ts';

// Issue 35's journeys on the sandbox as Stripe documents it (docs/decisions/038 and 039): a konbini
// invoice finalized at once, a registration left incomplete by 3-D Secure, a held upgrade paid by a
// new card, and a declined renewal recovered by Stripe's own retry. Each also reads what Stripe holds.

/** Asks for 3-D Secure on setup and on every payment. */
const ALWAYS_3DS: TestCard = { ...VISA, number: '4000 0000 0000 3220' };

const jstDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const jstDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** At both phone widths: nothing sideways, a screenshot each; axe clean at the journey's width. */
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

/** From the card form: fill a card, confirm the overwrite dialog. */
async function replaceCard(page: Page, card: TestCard, email: string) {
  if (!/\/payments\/card\/form$/.test(page.url())) await page.goto('/payments/card/form');
  await fillCardForm(page, card, email);
  await page.getByRole('button', { name: '登録する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '上書きする' }).click();
}

/** The sandbox's development control (not Stripe's API): the bank declines or approves the card's charges. */
async function cardCharges(paymentMethod: string, outcome: 'succeed' | 'decline') {
  const response = await fetch(`${SANDBOX}/_sandbox/payment_methods/${paymentMethod}/charges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ outcome }),
  });
  expect(response.status).toBe(200);
}

async function subscriptionsOf(email: string) {
  return (await stripe(`/v1/subscriptions?customer=${await customerOf(email)}&status=all`)).data as any[];
}

async function invoicesOf(email: string) {
  return (await stripe(`/v1/invoices?customer=${await customerOf(email)}`)).data as any[];
}

/** The customer's payment intents that took money. */
async function succeededPayments(email: string) {
  const intents = await stripe(`/v1/payment_intents?customer=${await customerOf(email)}`);
  return (intents.data as any[]).filter((i) => i.status === 'succeeded');
}

test('konbini: the invoice is finalized at once, its page gives the voucher, paid at the store the tier is current', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { fan, name } = await freshFanOnKonbiniForm(page, TIERS.light);
  await chooseFirstPeriod(page);
  await page.getByLabel('メールアドレス').fill(fan.email);
  await page.getByRole('button', { name: 'お支払い番号を発行する' }).click();
  await expect(page).toHaveURL(/\/payments\/konbini\/success$/);

  // What Stripe holds while the fan reads the screen: the first invoice finalized, not a draft.
  const [sub] = await subscriptionsOf(fan.email);
  const invoice = await stripe(`/v1/invoices/${sub.latest_invoice}`);
  expect(invoice.status).toBe('open');
  expect(invoice.collection_method).toBe('send_invoice');
  expect(invoice.status_transitions.finalized_at).toBeGreaterThan(0);
  expect(invoice.hosted_invoice_url).toBeTruthy();

  await expect(page.getByRole('heading', { name: 'お支払いページを用意しました' })).toBeVisible();
  await expect(
    page.locator('dt', { hasText: 'お支払い期限' }).locator('xpath=following-sibling::dd'),
  ).toHaveText(jstDateTime.format(new Date(invoice.due_date * 1000)));
  const open = page.getByRole('link', { name: 'お支払いページを開く' });
  await expect(open).toHaveAttribute('href', invoice.hosted_invoice_url);
  await expect(open).toHaveAttribute('target', '_blank');
  await looksRight(page, 'stripe-konbini-success');

  // The payment page in a tab of its own: konbini, the fan's name and e-mail, the voucher.
  const [store] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await store.waitForLoadState();
  await store.getByLabel('お名前').fill('ヤマダ タロウ');
  await store.getByLabel('メールアドレス').fill(fan.email);
  await store.getByRole('button', { name: 'コンビニで支払う' }).click();
  await store.waitForURL(/\/vouchers\//);
  await shot(store, 'stripe-konbini-voucher');
  await store.getByRole('button', { name: '店頭で支払う（テスト）' }).click();
  await expect(store.getByText('お支払い済み')).toBeVisible();
  await store.close();

  await expectCurrentTier(page, name, TIERS.light);
  await looksRight(page, 'stripe-konbini-current');

  const paid = await stripe(`/v1/invoices/${invoice.id}?expand[]=payments.data.payment.payment_intent`);
  expect(paid.status).toBe('paid');
  expect(paid.amount_paid).toBe(invoice.amount_due);
  expect(paid.payments.data).toHaveLength(1);
  expect(paid.payments.data[0].payment.payment_intent.amount_received).toBe(invoice.amount_due);
  expect((await subscriptionsOf(fan.email)).map((s) => s.status)).toEqual(['active']);
});

test('3-D Secure abandoned: a new card cancels the incomplete registration, and the tier is registered once', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const fan = await signInFreshFan(page);
  await openCardDetails(page);
  await submitCard(page, ALWAYS_3DS, fan.email);
  await completeChallenge(page); // the card's setup
  await expectToast(page, 'クレジットカード情報を登録しました。');
  await page.goto('/home');
  const name = await openFirstCandidate(page);

  await tierCard(page, TIERS.light).getByRole('button', { name: '登録する' }).click();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: '支払う' }).click();
  await expect(page.getByRole('dialog', { name: '3D セキュア認証' })).toBeVisible();
  await page
    .frameLocator('iframe[title="3D セキュア認証"]')
    .getByRole('button', { name: '認証に失敗する' })
    .click();
  await expect(page).toHaveURL(/\/payments\/managements\/failure$/);
  await expect(page.getByRole('heading', { name: 'お支払いに失敗しました' })).toBeVisible();
  await looksRight(page, 'stripe-3ds-failed');
  const [incomplete] = await subscriptionsOf(fan.email);
  expect(incomplete.status).toBe('incomplete');

  // The fan checks the card and registers a working one over it.
  await page.getByRole('link', { name: 'カード情報を確認する' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/details$/);
  await page.getByRole('link', { name: /カードを登録する$/ }).click();
  await replaceCard(page, VISA, fan.email);
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await expect(page.getByText('•••• 4242')).toBeVisible();
  expect((await stripe(`/v1/subscriptions/${incomplete.id}`)).status).toBe('canceled');

  await openPlansByName(page, name);
  await registerTierByCard(page, TIERS.light);
  await expectCurrentTier(page, name, TIERS.light);

  const subs = await subscriptionsOf(fan.email);
  expect(subs.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
  const paidInvoices = (await invoicesOf(fan.email)).filter((i) => i.status === 'paid');
  expect(paidInvoices).toHaveLength(1);
  expect(paidInvoices[0].subscription ?? paidInvoices[0].parent?.subscription_details?.subscription).toBe(
    subs.find((s) => s.status === 'active').id,
  );
  const payments = await succeededPayments(fan.email);
  expect(payments.map((p) => p.amount)).toEqual([paidInvoices[0].amount_paid]);
});

/** The value beside a label of the confirmation's summary. */
const summaryRow = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

/** From the plans: アップグレード to `title`, the first period, the confirmation; returns its amount. */
async function confirmUpgrade(page: Page, title: string) {
  await tierCard(page, title).getByRole('button', { name: 'アップグレード' }).click();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  const now = summaryRow(page, '今回のお支払い');
  await expect(now).toHaveText(/^¥[1-9][\d,]*（日割り差額）$/);
  return Number((await now.textContent())!.replace(/[^\d]/g, ''));
}

test('a declined upgrade, a new card, the same upgrade again: paid once, the higher tier current', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { fan, name } = await freshCardMember(page, TIERS.light);
  await replaceCard(page, DECLINES_ON_CHARGE, fan.email);
  await expectToast(page, 'クレジットカード情報を上書きしました。');

  await openPlansFromRegistered(page, name);
  const amount = await confirmUpgrade(page, TIERS.standard);
  await expect(page.getByText('末尾 0341 のカードで支払いますか？')).toBeVisible();
  await page.getByRole('button', { name: 'アップグレードする' }).click();
  await expect(page).toHaveURL(/\/payments\/managements\/failure$/);
  await expect(page.getByRole('heading', { name: 'お支払いに失敗しました' })).toBeVisible();
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');

  await replaceCard(page, VISA, fan.email);
  await expectToast(page, 'クレジットカード情報を上書きしました。');
  await openPlansFromRegistered(page, name);
  // The held upgrade's own invoice: the same amount as the first confirmation.
  expect(await confirmUpgrade(page, TIERS.standard)).toBe(amount);
  await expect(page.getByText('末尾 4242 のカードで支払いますか？')).toBeVisible();
  await looksRight(page, 'stripe-upgrade-again-confirm');
  await page.getByRole('button', { name: 'アップグレードする' }).click();
  await expectPaymentSuccess(page);
  await expectCurrentTier(page, name, TIERS.standard);
  await looksRight(page, 'stripe-upgrade-done');

  const upgrades = (await invoicesOf(fan.email)).filter((i) => i.billing_reason === 'subscription_update');
  expect(upgrades).toHaveLength(1);
  expect(upgrades[0].status).toBe('paid');
  expect(upgrades[0].amount_paid).toBe(amount);
  const payments = await succeededPayments(fan.email);
  expect(payments.filter((p) => p.amount === amount)).toHaveLength(1);
  expect(payments).toHaveLength(2); // the registration and the upgrade
  const [sub] = await subscriptionsOf(fan.email);
  expect(sub.status).toBe('active');
  expect(sub.pending_update).toBeNull();
});

test("a declined renewal recovered by Stripe's retry once the bank approves, with nothing done by the fan", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { fan, name } = await freshCardMember(page, TIERS.light);
  const advanceDays = await fanClock(fan.email);
  const customer = await stripe(`/v1/customers/${await customerOf(fan.email)}`);
  const [registered] = await subscriptionsOf(fan.email);
  const card = (registered.default_payment_method ??
    customer.invoice_settings.default_payment_method) as string;
  expect(card).toMatch(/^pm_/);
  await cardCharges(card, 'decline');

  await advancePastRenewal(fan.email);
  const notice = await expectHomeNotice(page, '更新のお支払いができませんでした');
  const renewal = await stripe(`/v1/invoices/${(await subscriptionsOf(fan.email))[0].latest_invoice}`);
  expect(renewal.billing_reason).toBe('subscription_cycle');
  expect(renewal.status).toBe('open');
  expect(renewal.attempt_count).toBe(1);
  expect(renewal.next_payment_attempt).toBeGreaterThan(renewal.status_transitions.finalized_at);
  // Until when it continues: the retry schedule (3 + 2 + 2 days) from Stripe's first attempt.
  const until = Math.max(renewal.status_transitions.finalized_at + 7 * 86400, renewal.next_payment_attempt);
  await expect(notice).toContainText(`${name}（${TIERS.light}）の更新料金`);
  await expect(notice).toContainText(`${jstDate.format(new Date(until * 1000))}までにカードを更新して`);
  await looksRight(page, 'stripe-renewal-declined-home');

  // The bank approves the card; Stripe's next attempt collects it.
  await cardCharges(card, 'succeed');
  const clock = await stripe(`/v1/test_helpers/test_clocks/${customer.test_clock}`);
  await advanceDays((renewal.next_payment_attempt - clock.frozen_time) / 86400 + 1 / 24);
  await expect(async () => {
    await page.goto('/home');
    await expect(page.getByRole('status', { name: /更新のお支払い/ })).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await looksRight(page, 'stripe-renewal-recovered-home');
  await expectCurrentTier(page, name, TIERS.light);

  const paid = await stripe(`/v1/invoices/${renewal.id}`);
  expect(paid.status).toBe('paid');
  expect(paid.attempt_count).toBe(2);
  expect(paid.amount_paid).toBe(renewal.amount_due);
  const payments = await succeededPayments(fan.email);
  expect(payments).toHaveLength(2); // the registration and the renewal, each once
  expect(payments.filter((p) => p.amount === renewal.amount_due).length).toBeGreaterThanOrEqual(1);
  const [sub] = await subscriptionsOf(fan.email);
  expect(sub.status).toBe('active');
  expect(sub.latest_invoice).toBe(renewal.id);
});
