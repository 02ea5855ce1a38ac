import { expect, type Page } from '@playwright/test';
import { expectToast, test } from '../support/toasts';
import { signInFreshFan, VISA } from '../support/card-flow.ts';
import {
  chooseFirstPeriod,
  expectPaymentSuccess,
  registeredRow,
  TIERS,
  tierCard,
} from '../support/memberships-flow.ts';
import { opsCli } from '../support/ops-cli.ts';
import {
  availableBalance,
  choosePackage,
  openHistory,
  openPoints,
  summaryValue,
} from '../support/points-flow.ts';
import { saveCard } from '../support/points-purchase.ts';
import { uniqueEmail } from '../support/system.ts';
import { shot } from '../support/ui.ts';

// Issue 17's "must show": an operator bootstrapped with the server's credentials builds a creator with
// three paid tiers and a free tier, prices for every period in both variants, two point packages and a
// capped promotion code, all through the CLI; a fan then finds the creator, registers, buys the new
// package and redeems the code in the browser.
//
// The web app is bound to one project by its build (VITE_PROJECT_ID, "demo" in the e2e build), so the
// catalogue is built in the demo project under names of its own, not in a new empty project (the API
// suite's ops-cli.test.ts builds one from an empty project).

const PERIODS = [1, 3, 6, 12];
const KONBINI_FEE = 190;

async function buildCatalogue(tag: string) {
  const ops = opsCli();
  const email = uniqueEmail('operator');
  const granted = await ops(
    'grant-operator',
    '--email',
    email,
    '--project',
    'demo',
    '--create-password',
    'ops12345',
  );
  expect(granted.roles).toEqual({ demo: 'operator' });
  await ops.login(email, 'ops12345');
  expect(await ops('whoami')).toMatchObject({ email, projectId: 'demo' });

  const name = `オペ作ユイ${tag}`;
  const creator = await ops(
    'create-creator',
    '--slug',
    `ops-${tag}`,
    '--name',
    name,
    '--english-name',
    `Yui ${tag}`,
  );
  const tier = (slug: string, title: string, level: string, rank: number) =>
    ops(
      'create-tier',
      ...['--creator', String(creator.id), '--slug', slug, '--title', title],
      ...['--description', `${title}プランで${name}を応援`, '--level', level, '--rank', String(rank)],
      ...(rank > 0 ? ['--premium-chat', '--meeting-tickets', String(rank)] : []),
    );
  await tier('free', TIERS.free, 'free', 0);
  const paid = [
    await tier('light', TIERS.light, 'bronze', 1),
    await tier('standard', TIERS.standard, 'silver', 2),
    await tier('premium', TIERS.premium, 'gold', 3),
  ];
  // Every period in both variants. A tier's first price makes its Stripe Product; the other seven
  // then run side by side.
  for (const [i, t] of paid.entries()) {
    const prices = PERIODS.flatMap((months) => {
      const price = 400 * (i + 1) * months;
      const common = ['--tier', String(t.id), '--months', String(months)];
      return [
        [...common, '--variant', 'card', '--price', String(price)],
        [
          ...common,
          '--variant',
          'konbini',
          '--price',
          String(price + KONBINI_FEE),
          '--konbini-fee',
          String(KONBINI_FEE),
        ],
      ];
    });
    await ops('set-price', ...prices[0]!);
    await Promise.all(prices.slice(1).map((args) => ops('set-price', ...args)));
  }
  const listed = (await ops('creators')).find((c: { id: number }) => c.id === creator.id);
  expect(listed.tiers.map((t: { rank: number; prices: unknown[] }) => [t.rank, t.prices.length])).toEqual([
    [0, 0],
    [1, 8],
    [2, 8],
    [3, 8],
  ]);

  // The packages and the code are of the demo's kind of point: the one the web's points screens show.
  const [type] = await ops('point-types');
  const pkg = (slug: string, amount: number, price: number) =>
    ops(
      'create-package',
      ...['--type', String(type.id), '--slug', slug, '--amount', String(amount)],
      ...['--price', String(price), '--konbini-fee', String(KONBINI_FEE)],
    );
  await pkg(`ops-${tag}-a`, 777, 900);
  await pkg(`ops-${tag}-b`, 2222, 2500);
  const code = `OPS${tag.toUpperCase()}`;
  await ops(
    'create-code',
    ...['--type', String(type.id), '--code', code, '--name', 'オペ開店記念', '--amount', '300'],
    ...['--max', '2', '--until', new Date(Date.now() + 86_400_000).toISOString()],
  );
  return { ops, name, code, email };
}

async function redeem(page: Page, code: string) {
  await page.goto('/home');
  await page.getByRole('link', { name: 'プロモーションコード' }).click();
  await expect(page).toHaveURL(/\/promotion_codes$/);
  await page.getByLabel('プロモーションコード').fill(code.toLowerCase());
  await page.getByRole('button', { name: '登録する' }).click();
}

test('an operator builds a catalogue with the CLI; a fan registers, buys the new package and redeems the code', async ({
  page,
}) => {
  // About 35 CLI runs (a process each) before the fan starts.
  test.setTimeout(300_000);
  const tag = Date.now().toString(36).slice(-6);
  const { ops, name, code, email } = await buildCatalogue(tag);

  // The fan finds the new creator among those to join and registers its free tier.
  const fan = await signInFreshFan(page);
  await page.getByRole('link', { name: 'メンバーシップ', exact: true }).click();
  await expect(page).toHaveURL(/\/memberships\?tab=unregistered$/);
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toBeVisible();
  await shot(page, 'ops-catalogue-candidate');
  await row.getByRole('link', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/memberships\/plans$/);
  for (const title of Object.values(TIERS)) await expect(tierCard(page, title)).toBeVisible();
  await tierCard(page, TIERS.free).getByRole('button', { name: '登録する' }).click();
  await expectToast(page, `${name}のフリープランに登録しました。`);
  await expect(registeredRow(page, name)).toContainText('フリープラン');

  // A saved card buys the new 777pt package.
  await saveCard(page, VISA, fan.email);
  await openPoints(page);
  await expect(page.getByRole('link', { name: '2,222ptを¥2,500で購入' })).toBeVisible();
  await choosePackage(page, '777pt', '¥900');
  await expect(page.getByRole('radio', { name: 'クレジットカード' })).toBeChecked();
  await page.getByRole('button', { name: '次へ' }).click();
  await expect(page.getByText('末尾 4242 のカードで支払いますか？')).toBeVisible();
  await page.getByRole('button', { name: '支払う' }).click();
  await expectPaymentSuccess(page);
  await openPoints(page);
  await expect(availableBalance(page)).toHaveText('777pt');

  // The capped code, typed in lower case.
  await redeem(page, code);
  await expectToast(page, '300ポイントを獲得しました！');
  await openHistory(page);
  await expect(summaryValue(page, '有償ポイント')).toHaveText('777pt');
  await expect(summaryValue(page, '無償ポイント')).toHaveText('300pt');
  await shot(page, 'ops-catalogue-history');

  // The same fan then moves up to the light tier by card, paying the price the operator set.
  await page.goto('/memberships?tab=registered');
  await registeredRow(page, name).getByRole('link', { name: 'プランを見る' }).click();
  await tierCard(page, TIERS.light).getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/payments\/memberships$/);
  await chooseFirstPeriod(page);
  await page.getByRole('button', { name: '次へ' }).click();
  await page.getByRole('button', { name: '支払う' }).click();
  await expectPaymentSuccess(page);
  await page.goto('/membership_cards');
  await expect(page.getByRole('article', { name: `メンバーシップカード ${name}` })).toContainText(
    TIERS.light,
  );

  // The operator's side: the redemption counted against the cap, the calls in the audit log.
  const codes = await ops('codes');
  expect(codes.find((c: { code: string }) => c.code === code)).toMatchObject({
    redeemedCount: 1,
    maxRedemptions: 2,
  });
  const audit = await ops('audit', '--limit', '100');
  // This operator's calls only: the demo seed's calls are in the same log, by operator 'seed'.
  const mine = audit.filter(
    (a: { action: string; operatorEmail: string }) =>
      a.action === 'setTierPrice' && a.operatorEmail === email,
  );
  expect(mine).toHaveLength(24);
});
