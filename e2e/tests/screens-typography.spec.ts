import { expect, type Page, test } from '@playwright/test';
import { fillCardForm, VISA } from '../support/card-flow';
import { DEMO } from '../support/system';
import { expectAccessible, horizontalOverflow, shot, signIn } from '../support/ui';

// Every screen at 320 and 375 px (the two projects): a screenshot to look at, a failure when
// anything sticks out sideways (Japanese must wrap between phrases, so nothing may need the width),
// and a failure on a serious or critical accessibility violation (axe).

/** Opens a route with React Router state, as a tap in the app would. */
async function openWithState(page: Page, path: string, state: Record<string, unknown>) {
  await page.evaluate(
    ([to, usr]) => {
      window.history.pushState({ usr, key: 'screens', idx: (window.history.state?.idx ?? 0) + 1 }, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    },
    [path, state] as const,
  );
}

async function check(page: Page, name: string) {
  // Lazy screens and their queries first, then no spinner left.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: '読み込み中' })).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  await shot(page, `screen-${name}`);
  expect(await horizontalOverflow(page), `${name} overflows`).toEqual([]);
  await expectAccessible(page, name);
}

/** Each screen of the list, opened by its URL and checked. */
async function checkEach(page: Page, screens: readonly (readonly [name: string, path: string])[]) {
  for (const [name, path] of screens) {
    await page.goto(path);
    await check(page, name);
  }
}

test('signed-out screens fit and wrap', async ({ page }) => {
  await checkEach(page, [
    ['landing', '/'],
    ['sign-in', '/sign_in'],
    ['sign-up', '/sign_up'],
    ['password-update', '/password/update'],
    ['auth-handler', '/auth/handler?mode=unknown'],
    ['payment-services-act', '/points/payment_services_act'],
  ]);
});

test('signed-in screens and dialogs fit and wrap', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/home$/);
  await check(page, 'home');

  await checkEach(page, [
    ['membership-cards', '/membership_cards'],
    ['points', '/points'],
    ['point-transactions', '/points/transactions'],
    ['payment-history', '/payments/history'],
    ['memberships-registered', '/memberships?tab=registered'],
    ['memberships-unregistered', '/memberships?tab=unregistered'],
    ['card-details', '/payments/card/details'],
    ['card-form', '/payments/card/form'],
    ['promotion-codes', '/promotion_codes'],
    ['account-settings', '/account_settings/providers'],
    ['account-email', '/account_settings/providers/email'],
    ['email-update', '/email/update'],
    ['payment-success', '/payments/managements/success'],
    ['payment-failure', '/payments/managements/failure'],
  ]);

  await page.goto('/payments/card/details');
  await page.getByRole('button', { name: /削除/ }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await check(page, 'dialog-delete-card');

  // The overwrite dialog has the longest dialog text (「登録できるクレジットカードは1枚のみです。」);
  // it is cancelled, so the demo fan's card stays.
  await page.goto('/payments/card/details');
  await page.getByRole('link', { name: '別のカードを登録する' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  await fillCardForm(page, VISA, DEMO.email);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByRole('dialog')).toContainText('1枚のみです。');
  await check(page, 'dialog-overwrite-card');
  await page.getByRole('dialog').getByRole('button', { name: 'キャンセル' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/points');
  await page
    .getByRole('link', { name: /で購入$/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/payments\/points$/);
  await check(page, 'payment-points');

  await page.goto('/memberships?tab=registered');
  await page.getByRole('link', { name: 'プランを見る' }).first().click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
  await check(page, 'plans');

  await openWithState(page, '/payments/konbini/success', {
    previousPriceInterval: 1,
    nextPriceInterval: 3,
    nextBillingDate: '2027-02-28T00:30:00+09:00',
  });
  await expect(page.getByText('次回更新日')).toBeVisible();
  await check(page, 'konbini-success');
});
