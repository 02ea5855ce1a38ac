import { expect, type Page, test } from '@playwright/test';
import { SANDBOX, signInFreshFan } from '../support/card-flow.ts';
import { availableBalance, choosePackage, openHistory, openPoints } from '../support/points-flow.ts';
import { enterAndLeave, expectNoHorizontalScroll, shot } from '../support/ui.ts';
import { shotInbox, waitForMail } from '../support/mail.ts';

const intentOf = (url: string) => /\/vouchers\/(pi_[A-Za-z0-9_]+)/.exec(url)![1]!;

/** Whether the sandbox delivered this intent's payment_intent.payment_failed and the API accepted it. */
async function failureDelivered(intent: string): Promise<boolean> {
  const headers = { authorization: `Bearer ${process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox'}` };
  const events = (await (
    await fetch(`${SANDBOX}/v1/events?type=payment_intent.payment_failed&limit=100`, { headers })
  ).json()) as { data: { id: string; data: { object: { id: string } } }[] };
  const ids = events.data.filter((event) => event.data.object.id === intent).map((event) => event.id);
  const log = (await (await fetch(`${SANDBOX}/_sandbox/webhooks.json`)).json()) as {
    eventId: string;
    status: number;
  }[];
  return log.some((delivery) => ids.includes(delivery.eventId) && delivery.status === 200);
}

/** Chooses konbini for the 1,000pt package, checks the breakdown and opens the voucher tab. */
async function startKonbini(page: Page) {
  await openPoints(page);
  await choosePackage(page, '1,000pt', '¥1,200');
  await page.getByRole('radio', { name: 'コンビニ払い' }).check();
  const breakdown = page.getByRole('region', { name: 'お支払い金額' });
  await expect(breakdown).toContainText('商品価格¥1,200');
  await expect(breakdown).toContainText('コンビニ手数料¥190');
  await expect(breakdown).toContainText('¥1,390');

  const email = page.getByLabel('メールアドレス');
  const proceed = page.getByRole('button', { name: 'お支払い番号を発行する' });
  await enterAndLeave(email, '');
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expect(proceed).toBeDisabled();
  await email.fill('konbini-fan@example.com');
  await expect(proceed).toBeEnabled();
  // The final confirmation's terms (特定商取引法 第12条の6), before the button, on the konbini path too.
  const terms = page.getByRole('region', { name: 'ご購入前にご確認ください' });
  await expect(terms).toContainText('購入後のキャンセル・返品・払い戻しはできません');
  await expect(terms).toContainText('有効期限はありません');
  await expect(terms.getByRole('link', { name: '資金決済法に基づく表示' })).toHaveAttribute(
    'href',
    '/points/payment_services_act',
  );
  await expectNoHorizontalScroll(page);
  await shot(page, 'points-konbini-form');

  const [voucher] = await Promise.all([page.context().waitForEvent('page'), proceed.click()]);
  await expect(page).toHaveURL(/\/home$/);
  await voucher.waitForURL(/\/vouchers\//);
  await expect(voucher.getByText('¥1,390')).toBeVisible();
  return voucher;
}

/** The webhook credits asynchronously: reload /points until the balance shows it. */
async function expectBalanceAfterReload(page: Page, amount: string) {
  await openPoints(page);
  await expect(async () => {
    await page.reload();
    await expect(availableBalance(page)).toHaveText(amount, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

test('konbini: paying the voucher credits the points once', async ({ page }) => {
  const fan = await signInFreshFan(page);
  const voucher = await startKonbini(page);
  await shot(voucher, 'points-konbini-voucher');
  // The payment number's mail: the voucher's link, the amount and the due time in Japan time.
  const issued = await waitForMail(fan.email, '【VFan】コンビニ払いのお支払い番号のお知らせ');
  expect(issued.text).toContain('お支払い内容：1,000pt');
  expect(issued.text).toContain('お支払い金額：1,390円（税込）');
  expect(issued.text).toMatch(/お支払い期限：\d{4}年\d{1,2}月\d{1,2}日 \d{2}:\d{2}（日本時間）/);
  expect(issued.text).toContain(voucher.url());
  await voucher.getByRole('button', { name: '店頭で支払う（テスト）' }).click();
  await expect(voucher.locator('#status')).toHaveText('お支払い済み');

  await expectBalanceAfterReload(page, '1,000pt');
  await openHistory(page);
  await expect(page.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('listitem').first()).toContainText('+1,000pt');
  await shot(page, 'points-konbini-credited');
});

test('konbini: an expired voucher credits nothing', async ({ page }) => {
  const fan = await signInFreshFan(page);
  const voucher = await startKonbini(page);
  await voucher.getByRole('button', { name: '期限切れにする（テスト）' }).click();
  await expect(voucher.locator('#status')).toHaveText('期限切れ・無効');

  // The API has been told (Stripe's payment_intent.payment_failed, accepted) before we look.
  await expect.poll(() => failureDelivered(intentOf(voucher.url())), { timeout: 15_000 }).toBe(true);
  await openPoints(page);
  await expect(availableBalance(page)).toHaveText('0pt');
  await openHistory(page);
  await expect(page.getByText('ポイント履歴はありません。')).toBeVisible();
  const expired = await waitForMail(fan.email, '【VFan】コンビニ払いのお支払い期限が過ぎました');
  expect(expired.text).toContain('料金は発生していません。');
  await shotInbox(page, fan.email, 'mail-points-konbini');
});
