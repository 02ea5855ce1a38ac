import { expect, test, type Page } from '@playwright/test';
import { THREE_DS } from '../support/card-flow';
import {
  chooseFirstPeriod,
  completeChallenge,
  expectPaymentSuccess,
  freshCardMember,
  freshFanWithCard,
  openFirstCandidate,
  openPlansFromRegistered,
  registeredRow,
  tierCard,
  TIERS,
} from '../support/memberships-flow';
import { expectNoHorizontalScroll, shot } from '../support/ui';
import { shotInbox, waitForMail } from '../support/mail';

/** The value beside a label of the confirmation's summary. */
const summaryRow = (page: Page, label: string) =>
  page.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd');

test('a paid tier bought with a 3-D Secure card shows in the list, the cards and home', async ({ page }) => {
  await freshFanWithCard(page, THREE_DS);
  const name = await openFirstCandidate(page);

  await tierCard(page, TIERS.light).getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/payments\/memberships$/);
  await expect(page.getByRole('heading', { name: `${TIERS.light}プランに登録` })).toBeVisible();
  await expect(page.getByRole('button', { name: '次へ' })).toBeDisabled();
  await chooseFirstPeriod(page);
  await expect(page.getByText('次回更新日')).toBeVisible();
  await shot(page, 'memberships-pay-card');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByText('末尾 3155 のカードで支払いますか？')).toBeVisible();
  await page.getByRole('button', { name: '支払う' }).click();
  await completeChallenge(page);
  await expectPaymentSuccess(page);

  await page.goto('/memberships?tab=registered');
  await expect(registeredRow(page, name)).toContainText(TIERS.light);
  await expect(registeredRow(page, name)).toContainText(/次回更新日 \d{4}\/\d{2}\/\d{2}/);
  await page.goto('/membership_cards');
  await expect(page.getByRole('article', { name: `メンバーシップカード ${name}` })).toContainText(
    TIERS.light,
  );
  await shot(page, 'memberships-cards-paid');
  await page.goto('/home');
  await expect(page.getByRole('article', { name: `メンバーシップカード ${name}` })).toBeVisible();
  await shot(page, 'memberships-home-card');
});

test('a card member upgrades, downgrades, cancels and resumes', async ({ page }) => {
  test.setTimeout(180_000);
  const { fan, name } = await freshCardMember(page, TIERS.light);

  // Upgrade: confirmed on the management screen, the new tier at once.
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.free)).toHaveCount(0);
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');
  await shot(page, 'memberships-plans-paid');
  await tierCard(page, TIERS.standard).getByRole('button', { name: 'アップグレード' }).click();
  await expect(page.getByRole('heading', { name: `${TIERS.standard}プランにアップグレード` })).toBeVisible();
  // Both methods are shown; konbini cannot pay a plan change, and says so.
  await expect(page.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'コンビニ払い' })).toBeDisabled();
  await expect(
    page.getByText('クレジットカード払いのメンバーシップは、クレジットカード払いのままプランを変更します'),
  ).toBeVisible();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  // The final confirmation (特定商取引法): the card, the amount charged now, from when the new price renews.
  await expect(page.getByText('すぐに反映', { exact: true })).toBeVisible();
  await expect(summaryRow(page, 'お支払い方法')).toHaveText('VISA •••• 4242');
  await expect(summaryRow(page, '今回のお支払い')).toHaveText(/^¥[1-9][\d,]*（日割り差額）$/);
  await expect(summaryRow(page, '次回更新日')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日から¥[\d,]+／月$/);
  await expect(page.getByText('末尾 4242 のカードで支払いますか？')).toBeVisible();
  await expect(page.getByRole('link', { name: 'カードを変更する' })).toBeVisible();
  await shot(page, 'memberships-upgrade-confirm');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'アップグレードする' }).click();
  await expectPaymentSuccess(page);
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.standard)).toContainText('現在のプラン');

  // Downgrade: the current tier stays until the next billing date.
  await tierCard(page, TIERS.light).getByRole('button', { name: 'ダウングレード' }).click();
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '変更内容を確認する' }).click();
  await expect(page.getByText(/までは現在のプランをご利用いただけます/)).toBeVisible();
  await expect(summaryRow(page, '今回のお支払い')).toHaveText('¥0（請求はありません）');
  await expect(page.getByText('次回更新日から末尾 4242 のカードでお支払いいただきます。')).toBeVisible();
  await page.getByRole('button', { name: 'ダウングレードする' }).click();
  await expectPaymentSuccess(page, 'プランの変更を受け付けました');
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.standard)).toContainText('現在のプラン');
  await expect(tierCard(page, TIERS.light)).toContainText('次回更新日から変更');
  await shot(page, 'memberships-plans-downgraded');

  // Cancel: the dialog, the confirmation, then the expiry date label.
  await tierCard(page, TIERS.standard).getByRole('button', { name: '解約する' }).click();
  const dialog = page.getByRole('dialog', { name: 'メンバーシップを解約しますか？' });
  await expect(dialog).toContainText('有効期限までは過去のメッセージを閲覧できます');
  await expect(dialog).toContainText('「再開する」からメンバーシップを再開できます');
  await shot(page, 'memberships-cancel-dialog');
  await dialog.getByRole('button', { name: '解約する' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  await page.getByRole('button', { name: '解約する' }).click();
  await expectPaymentSuccess(page, '解約のお手続きが完了しました');
  await page.goto('/memberships?tab=registered');
  await expect(registeredRow(page, name)).toContainText(/有効期限 \d{4}\/\d{2}\/\d{2}/);
  await shot(page, 'memberships-registered-canceled');
  // The confirmation mail, in the local inbox, says the same end date.
  const [, y, m, d] = /有効期限 (\d{4})\/(\d{2})\/(\d{2})/.exec(
    (await registeredRow(page, name).textContent())!,
  )!;
  const canceled = await waitForMail(fan.email, '【VFan】メンバーシップの解約を受け付けました');
  expect(canceled.text).toContain(`ご利用期限：${Number(y)}年${Number(m)}月${Number(d)}日まで`);
  const downgraded = await waitForMail(
    fan.email,
    '【VFan】メンバーシップのプランの変更（ダウングレード）を受け付けました',
  );
  expect(downgraded.text).toContain(`変更後のプラン：${TIERS.light}`);
  await shotInbox(page, fan.email, 'mail-membership-canceled');

  // Resume: back to a renewal date.
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.standard)).toContainText('解約予定');
  await tierCard(page, TIERS.standard).getByRole('button', { name: '再開する' }).click();
  // The confirmation's button has the tier card's name: click it only once the confirmation shows.
  await expect(page).toHaveURL(/\/payments\/managements$/);
  await expect(summaryRow(page, '料金')).toContainText('¥');
  await page.getByRole('button', { name: '再開する' }).click();
  await expectPaymentSuccess(page, 'メンバーシップを再開しました');
  await page.goto('/memberships?tab=registered');
  await expect(registeredRow(page, name)).toContainText(/次回更新日 \d{4}\/\d{2}\/\d{2}/);
});

test('a card member switches to konbini from the next renewal: the same plan, nothing charged now', async ({
  page,
}) => {
  const { name } = await freshCardMember(page, TIERS.light);
  await openPlansFromRegistered(page, name);
  await tierCard(page, TIERS.light).getByRole('button', { name: 'コンビニ払いに変更' }).click();
  await expect(page).toHaveURL(/\/payments\/managements$/);
  const confirm = page.getByRole('button', { name: 'お支払い方法を変更する' });
  await expect(confirm).toBeVisible();
  await expect(page.getByText('¥0（請求はありません）')).toBeVisible();
  await expect(page.getByText(/の更新からコンビニ払いでお支払いいただきます。/)).toBeVisible();
  await shot(page, 'memberships-method-switch-confirm');
  await confirm.click();
  await expect(page).toHaveURL(/\/payments\/managements\/success$/);
  await expect(page.getByRole('heading', { name: 'お支払い方法の変更を受け付けました' })).toBeVisible();
  // Back on the plans: the same tier, now offering the way back to the card.
  await openPlansFromRegistered(page, name);
  await expect(tierCard(page, TIERS.light)).toContainText('現在のプラン');
  await expect(tierCard(page, TIERS.light).getByRole('button', { name: 'カード払いに変更' })).toBeVisible();
});
