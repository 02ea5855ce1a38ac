import { copyFileSync, mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { SANDBOX } from '../support/card-flow.ts';
import {
  expectHomeNotice,
  expectPaymentSuccess,
  freshFanWithCard,
  openFirstCandidate,
  TIERS,
  tierCard,
} from '../support/memberships-flow.ts';
import { customerOf, fanClock, stripe } from '../support/stripe-clock.ts';
import { test } from '../support/toasts.ts';
import { expectAccessible, expectNoHorizontalScroll } from '../support/ui.ts';

// Renewal reminders (issue 37 item 4, decision 047): a 3-month member, 6 days before the renewal on
// their own Stripe test clock, reads on home and on the member card when the plan renews, for how much
// and on which card, and how to cancel; Stripe's own reminder e-mail is in the sandbox's inbox.

const TITLE = 'メンバーシップ更新のお知らせ';
/** Screenshots a person looks at (also in artifacts/screens via the report). */
const SHOTS = '/tmp/h-a-shots';

const yen = (amount: number) => `¥${amount.toLocaleString('ja-JP')}`;
const jstDate = (unix: number) =>
  new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(unix * 1000));

/** At both phone widths: nothing sideways, axe clean, a full-page screenshot each. */
async function looksRight(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize()!;
  for (const width of [375, 320]) {
    await page.setViewportSize({ width, height: size.height });
    await expectNoHorizontalScroll(page);
    const path = `${SHOTS}/${name}-${width}px.png`;
    await page.screenshot({ path, fullPage: true });
    copyFileSync(path, `${import.meta.dirname}/../artifacts/${name}-${width}px.png`);
  }
  await page.setViewportSize(size);
  await expectAccessible(page, name);
}

/** From the plans screen: the tier by card for 3 months. */
async function registerThreeMonthsByCard(page: Page, title: string) {
  await tierCard(page, title).getByRole('button', { name: '登録する' }).click();
  const select = page.getByLabel('お支払い期間');
  const option = select.locator('option', { hasText: /^3ヶ月/ });
  await expect(option).toHaveCount(1);
  await select.selectOption((await option.getAttribute('value'))!);
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: '支払う' }).click();
  await expectPaymentSuccess(page);
}

test("a 3-month member 6 days before the renewal: the reminder on home and the member card, and Stripe's e-mail", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const fan = await freshFanWithCard(page);
  const name = await openFirstCandidate(page);
  await registerThreeMonthsByCard(page, TIERS.light);
  const subs = await stripe(`/v1/subscriptions?customer=${await customerOf(fan.email)}`);
  const item = subs.data[0].items.data[0];
  const renewal = item.current_period_end as number;
  const amount = item.price.unit_amount as number;
  expect(item.price.recurring.interval_count).toBe(3);

  // The fan's own clock on whole days, to 6 days (and the hours left of a day) before the renewal; it
  // starts at the sandbox's time, which is now.
  const advanceDays = await fanClock(fan.email);
  await advanceDays(Math.floor((renewal - Date.now() / 1000) / 86400 - 6));

  const notice = await expectHomeNotice(page, TITLE);
  await expect(notice).toContainText(
    `${name}（${TIERS.light}）は ${jstDate(renewal)} に自動で更新され、${yen(amount)} をカード（VISA •••• 4242）でお支払いいただきます。`,
  );
  await expect(notice).toContainText('更新しない場合は、更新日の前日までにプラン画面から解約してください。');
  await looksRight(page, 'reminder-home');

  await page.goto('/membership_cards');
  const onCard = page.getByRole('status', { name: TITLE });
  await expect(onCard).toContainText(`${yen(amount)} をカード（VISA •••• 4242）`);
  await looksRight(page, 'reminder-member-card');
  // Its button leads to the plans screen, where the fan cancels.
  await onCard.getByRole('link', { name: 'プランを確認・解約する' }).click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');

  // Stripe's reminder ("Send emails about upcoming renewals"), as the sandbox's inbox shows it.
  const mails = (await (
    await fetch(`${SANDBOX}/_sandbox/inbox.json?email=${encodeURIComponent(fan.email)}`)
  ).json()) as { kind: string; subject: string; body: string }[];
  const reminders = mails.filter((m) => m.kind === 'renewal_reminder');
  expect(reminders).toHaveLength(1);
  expect(reminders[0]!.subject).toContain(yen(amount));
  expect(reminders[0]!.body).toContain(jstDate(renewal));
  await page.goto(`${SANDBOX}/_sandbox/inbox`);
  const mail = page.locator('.card', { hasText: fan.email }).filter({ hasText: 'まもなく更新されます' });
  await expect(mail).toContainText('VISA •••• 4242');
  await mail.screenshot({ path: `${SHOTS}/reminder-inbox-${page.viewportSize()!.width}px.png` });
});
