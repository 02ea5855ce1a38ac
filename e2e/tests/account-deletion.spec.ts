import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { freshCardMember, TIERS } from '../support/memberships-flow';
import { payThousandByCard } from '../support/points-purchase';
import { customerOf, stripe } from '../support/stripe-clock';
import { createFan } from '../support/system';
import { expectNoHorizontalScroll, shot, signIn } from '../support/ui';

// The e2e system asks for a sign-in within 20 s (global-setup.ts), so this journey reaches a stale one.
test('a card member with points downloads their data, signs in again, leaves, and comes back as a new fan', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const { fan, name } = await freshCardMember(page, TIERS.light);
  await payThousandByCard(page, '4242');
  await expect(page.getByRole('heading', { name: 'お支払いが完了しました' })).toBeVisible();
  const customer = await customerOf(fan.email);

  await page.goto('/home');
  await page.getByRole('link', { name: 'アカウント設定' }).click();
  await page.getByRole('link', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/account_settings\/delete$/);
  // This fan's figures: the web membership ends now, the points are forfeited, the card removed.
  await expect(page.getByText(`${name}「${TIERS.light}」は退会と同時に終了します。`)).toBeVisible();
  await expect(page.getByText('現在の期間の料金は返金されません')).toBeVisible();
  await expect(page.getByText(/有償 1,000pt・無償 0pt/)).toBeVisible();
  await expect(page.getByText('VISA •••• 4242 の登録は削除されます。')).toBeVisible();
  await expect(page.getByText(/法令で定められた期間/)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'account-deletion');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'データをダウンロード' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^vfan-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(fan.email);
  expect(data.memberships).toEqual([expect.objectContaining({ creator: name, status: 'active' })]);
  expect(data.points.balances).toEqual([expect.objectContaining({ paid: 1000 })]);
  expect(data.payments.pointPurchases).toEqual([expect.objectContaining({ points: 1000, price: 1200 })]);

  await page.getByRole('link', { name: '退会手続きへ進む' }).click();
  await expect(page).toHaveURL(/\/account_settings\/delete\/confirm$/);
  const confirm = page.getByRole('button', { name: '退会する' });
  await expect(confirm).toBeDisabled();
  await page.getByLabel('上記の内容を確認し、退会することに同意します').check();
  await expectNoHorizontalScroll(page);
  await shot(page, 'account-deletion-confirm');
  // The sign-in is older than the API allows: asked to sign in again, nothing deleted.
  await page.waitForTimeout(21_000);
  await confirm.click();
  await expect(page.getByRole('dialog', { name: 'もう一度ログインしてください' })).toBeVisible();
  await shot(page, 'account-deletion-relogin');
  await page.getByRole('button', { name: 'ログインし直す' }).click();
  await expect(page).toHaveURL(/\/sign_in$/);
  await signIn(page, fan.email, fan.password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto('/account_settings/delete/confirm');
  await page.getByLabel('上記の内容を確認し、退会することに同意します').check();
  await page.getByRole('button', { name: '退会する' }).click();
  await expect(page).toHaveURL(/\/account_deleted$/);
  await expect(page.getByText('退会が完了しました')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await shot(page, 'account-deleted');

  // Signed out; on Stripe the subscription is canceled, the card detached and the customer deleted.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/sign_in$/);
  const subs = await stripe(`/v1/subscriptions?customer=${customer}&status=all`);
  expect(subs.data.map((s: { status: string }) => s.status)).toEqual(['canceled']);
  expect((await stripe(`/v1/payment_methods?customer=${customer}&type=card`)).data).toEqual([]);
  expect(await stripe(`/v1/customers/${customer}`)).toMatchObject({ deleted: true });

  // The old account cannot sign in.
  await signIn(page, fan.email, fan.password);
  await expect(page.getByText('認証情報を確認してください。')).toBeVisible();
  await expect(page).toHaveURL(/\/sign_in$/);

  // The same address as a new fan: terms again, no membership, no points, no card.
  const again = await createFan({ email: fan.email });
  await signIn(page, again.email, again.password);
  await expect(page).toHaveURL(/\/terms_and_conditions$/);
  await page.getByRole('button', { name: '同意する' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/account_settings/delete');
  await expect(page.getByText('加入中のメンバーシップはありません。')).toBeVisible();
  await expect(page.getByText('保有しているポイントはありません。')).toBeVisible();
  await expect(page.getByText('登録済みのクレジットカードはありません。')).toBeVisible();
  await shot(page, 'account-deletion-new-fan');
});
