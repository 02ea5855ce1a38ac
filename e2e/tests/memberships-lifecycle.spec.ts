import { expect, test, type Page } from '@playwright/test';
import {
  chooseFirstPeriod,
  expectCurrentTier,
  expectPaymentSuccess,
  freshCardMember,
  freshFanWithCard,
  openPlansFromRegistered,
  registeredRow,
  registerTierByCard,
  tierCard,
  TIERS,
} from '../support/memberships-flow.ts';
import { opsCli } from '../support/ops-cli.ts';
import { fanClock } from '../support/stripe-clock.ts';
import { uniqueEmail } from '../support/system.ts';
import { expectNoHorizontalScroll, shot } from '../support/ui.ts';

// The paths between the other journeys (issue 26, decision 027): an operator's price change under a
// member, and the saved card under a card membership.

/** A creator of its own (free and light tiers, 1 month by card), made with the operators' CLI. */
async function creatorWithLightTier(tag: string) {
  const ops = opsCli();
  const email = uniqueEmail('operator');
  await ops('grant-operator', '--email', email, '--project', 'demo', '--create-password', 'ops12345');
  await ops.login(email, 'ops12345');
  const name = `価格改定ミオ${tag}`;
  const creator = await ops(
    ...['create-creator', '--slug', `price-${tag}`, '--name', name, '--english-name', `Mio ${tag}`],
  );
  const tier = (slug: string, title: string, level: string, rank: number) =>
    ops(
      ...['create-tier', '--creator', String(creator.id), '--slug', slug, '--title', title],
      ...['--description', `${title}プラン`, '--level', level, '--rank', String(rank)],
    );
  await tier('free', TIERS.free, 'free', 0);
  const light = await tier('light', TIERS.light, 'bronze', 1);
  const setPrice = (yen: number) =>
    ops(
      'set-price',
      '--tier',
      String(light.id),
      '--months',
      '1',
      '--variant',
      'card',
      '--price',
      String(yen),
    );
  await setPrice(500);
  return { name, setPrice };
}

async function registerLight(page: Page, name: string) {
  await page.getByRole('link', { name: 'メンバーシップ', exact: true }).click();
  // A new creator comes last: scroll until the list has paged that far.
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(row).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await row.getByRole('link', { name: '登録する' }).click();
  await registerTierByCard(page, TIERS.light);
}

test('after an operator changes the price, the member still cancels and resumes at the old price', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { name, setPrice } = await creatorWithLightTier(Date.now().toString(36).slice(-6));
  await freshFanWithCard(page);
  await registerLight(page, name);
  await page.goto('/memberships?tab=registered');
  const renewal = await registeredRow(page, name)
    .getByText(/次回更新日/)
    .textContent();

  await setPrice(800);

  await openPlansFromRegistered(page, name);
  await tierCard(page, TIERS.light).getByRole('button', { name: '解約する' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '解約する' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  await expect(page.getByText('¥500')).toBeVisible();
  await shot(page, 'lifecycle-cancel-after-price-change');
  await page.getByRole('button', { name: '解約する' }).click();
  await expectPaymentSuccess(page, '解約のお手続きが完了しました');
  await page.goto('/memberships?tab=registered');
  await expect(registeredRow(page, name)).toContainText(/有効期限/);

  await openPlansFromRegistered(page, name);
  await tierCard(page, TIERS.light).getByRole('button', { name: '再開する' }).click();
  // The confirmation's button has the tier card's name: click it only once the confirmation shows.
  await expect(page).toHaveURL(/\/payments\/managements$/);
  await expect(page.getByText('解約を取り消し、')).toBeVisible();
  await page.getByRole('button', { name: '再開する' }).click();
  await expectPaymentSuccess(page, 'メンバーシップを再開しました');
  await page.goto('/memberships?tab=registered');
  await expect(registeredRow(page, name).getByText(/次回更新日/)).toHaveText(renewal!);
});

test('the saved card cannot be deleted while a card membership renews on it; the dialog offers another card', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { name } = await creatorWithLightTier(Date.now().toString(36).slice(-6));
  await freshFanWithCard(page);
  await registerLight(page, name);

  await page.goto('/payments/card/details');
  await page.getByRole('button', { name: '削除する' }).click();
  // Said before any confirm: the dialog gives the reason in place of the delete button.
  const blocked = page.getByRole('dialog', { name: 'このカードは削除できません' });
  await expect(blocked).toContainText(name);
  await expect(blocked.getByRole('button', { name: '削除する' })).toHaveCount(0);
  await expect(blocked).toContainText('別のカードを登録するか');
  await expectNoHorizontalScroll(page);
  await shot(page, 'lifecycle-card-delete-blocked');
  await blocked.getByRole('button', { name: 'カードを変更する' }).click();
  await expect(page).toHaveURL(/\/payments\/card\/form$/);
  await page.goto('/payments/card/details');
  await expect(page.getByText('•••• 4242')).toBeVisible();
});

async function downgradeTo(page: Page, name: string, title: string) {
  await openPlansFromRegistered(page, name);
  await tierCard(page, title).getByRole('button', { name: 'ダウングレード' }).click();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.getByText('¥0（請求はありません）')).toBeVisible();
  await page.getByRole('button', { name: 'ダウングレードする' }).click();
  await expectPaymentSuccess(page, 'プランの変更を受け付けました');
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, title)).toContainText('次回更新日から変更');
}

test('downgrades twice across two renewals: each takes effect at the next billing date', async ({ page }) => {
  test.setTimeout(180_000);
  const { fan, name } = await freshCardMember(page, TIERS.premium);
  const advanceDays = await fanClock(fan.email);

  for (const [from, to] of [
    [TIERS.premium, TIERS.standard],
    [TIERS.standard, TIERS.light],
  ] as const) {
    await downgradeTo(page, name, to);
    await expect(tierCard(page, from)).toContainText('現在のプラン');
    await advanceDays(32);
    // The renewal reaches the API by webhook: the lower tier is current from the new period.
    await expectCurrentTier(page, name, to);
    await expect(tierCard(page, to)).not.toContainText('次回更新日から変更');
  }
  await shot(page, 'lifecycle-second-downgrade-applied');
});
