import { expect } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import { signInFreshFan } from '../support/card-flow';
import {
  openFirstCandidate,
  openPlansFromRegistered,
  registeredRow,
  TIERS,
  tierCard,
} from '../support/memberships-flow';
import { expectNoHorizontalScroll, shot } from '../support/ui';

test('a fan registers a creator free tier, sees the card, then cancels it', async ({ page }) => {
  await signInFreshFan(page);
  const name = await openFirstCandidate(page);
  await shot(page, 'memberships-plans-none');
  await expectNoHorizontalScroll(page);

  await tierCard(page, TIERS.free).getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/memberships\?tab=registered$/);
  await expectToast(page, `${name}のフリープランに登録しました。`);
  await expect(registeredRow(page, name)).toContainText('フリープラン');
  await shot(page, 'memberships-registered-free');

  await page.goto('/membership_cards');
  const card = page.getByRole('article', { name: `メンバーシップカード ${name}` });
  await expect(card).toContainText('フリープラン');
  await expect(card).toContainText('No. ');
  await shot(page, 'memberships-card-free');

  await openPlansFromRegistered(page, name);
  const free = tierCard(page, TIERS.free);
  await expect(free).toContainText('現在のプラン');
  await free.getByRole('button', { name: '解約する' }).click();
  const dialog = page.getByRole('dialog', { name: 'フリープランを解約しますか？' });
  await shot(page, 'memberships-free-cancel-dialog');
  await dialog.getByRole('button', { name: '解約する' }).click();
  await expectToast(page, `${name}のフリープランを解約しました。`);
  await expect(free.getByRole('button', { name: '登録する' })).toBeVisible();
  await expect(free).not.toContainText('現在のプラン');

  await page.goto('/memberships?tab=registered');
  await expect(page.getByText('登録済みのメンバーシップはありません')).toBeVisible();
  await page.getByRole('button', { name: '未登録のクリエイターを見る' }).click();
  await expect(page).toHaveURL(/tab=unregistered$/);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});
