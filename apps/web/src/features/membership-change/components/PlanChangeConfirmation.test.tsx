import { ApolloClient, ApolloLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { planMembership } from '../../../entities/membership/plan-fixtures';
import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import { createCache } from '../../../lib/apollo';
import type { PlanChangeType } from '../model/membership-management';
import { PlanChangeConfirmation } from './PlanChangeConfirmation';

const price = (id: string, interval: number, stripePrice: number) => ({
  id: `SubscriptionPrice:${id}`,
  databaseId: 1,
  title: `${interval}ヶ月`,
  interval,
  stripePriceId: id,
  stripePrice,
  stripeKonbiniFee: 0,
  konbini: false,
});

const PLANS = {
  contributorProfile: { databaseId: 7, name: '蒼空レン', icon: '' },
  // A monthly member of the bronze plan (the fixture's).
  subscriptionMembership: planMembership(),
  subscriptionTiersConnection: {
    nodes: [
      {
        id: 'SubscriptionTier:3',
        databaseId: 3,
        title: 'スタンダード',
        subscriptionPricesConnection: {
          nodes: [price('price_standard_1', 1, 1500), price('price_standard_12', 12, 15000)],
        },
      },
    ],
  },
} as unknown as MembershipPlansQuery;

type Answer = { data?: unknown; errors?: unknown[] } | 'network-error';

/** The API: answers each planChangePreview with the next of `answers`. */
function fakeApi(answers: Answer[]) {
  return new ApolloLink(
    () =>
      new Observable((observer) => {
        const answer = answers.shift()!;
        setTimeout(() => {
          if (answer === 'network-error') observer.error(new Error('Failed to fetch'));
          else {
            observer.next(answer as never);
            observer.complete();
          }
        });
      }),
  );
}

const preview = (over: Record<string, unknown> = {}) => ({
  data: {
    planChangePreview: {
      __typename: 'PlanChangePreview',
      paymentType: 'upgrade_recurring_payment',
      amountDue: 1234,
      addedToNextInvoice: 0,
      nextBillingDate: '2026-12-24T15:00:00.000Z',
      changesAt: '2026-11-27T10:00:00.000Z',
      konbiniDueDays: null,
      nextAmount: 1500,
      intervalMonths: 1,
      paymentMethod: 'card',
      card: { __typename: 'PaymentMethod', id: 'PaymentMethod:pm_1', brand: 'visa', last4: '4242' },
      ...over,
    },
  },
});

function setup(
  answers: Answer[],
  paymentType: PlanChangeType = 'upgrade_recurring_payment',
  priceId = 'price_standard_1',
) {
  const client = new ApolloClient({ link: fakeApi(answers), cache: createCache() });
  render(
    <MemoryRouter>
      <ApolloProvider client={client}>
        <PlanChangeConfirmation
          prices={[priceId]}
          paymentType={paymentType}
          contributorId={7}
          plans={PLANS}
        />
      </ApolloProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** The value shown beside a label, as one line of text. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('PlanChangeConfirmation', () => {
  it('names the card, the amount charged now and the renewal, then offers to change the card or upgrade', async () => {
    setup([preview()]);
    expect(screen.getByText('お支払い金額を確認しています…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'アップグレードする' })).toBeNull();
    expect(await screen.findByText('末尾 4242 のカードで支払いますか？')).toBeTruthy();
    expect(valueOf('お支払い方法')).toBe('VISA •••• 4242');
    expect(valueOf('今回のお支払い')).toBe('¥1,234（日割り差額）');
    expect(valueOf('次回更新日')).toBe('2026年12月25日から¥1,500／月');
    expect(screen.getByRole('link', { name: 'カードを変更する' }).getAttribute('href')).toBe(
      '/payments/card/details',
    );
    expect(screen.getByRole('button', { name: 'アップグレードする' })).toBeTruthy();
  });

  it("says a difference under Stripe's ¥50 minimum is not charged now but added to the next invoice", async () => {
    setup([preview({ amountDue: 0, addedToNextInvoice: 30 })]);
    await screen.findByText('末尾 4242 のカードで支払いますか？');
    expect(valueOf('今回のお支払い')).toBe(
      '¥0（差額¥30は最低決済金額¥50未満のため今回は請求されず、次回のお支払いに加算されます）',
    );
  });

  it('explains an upgrade to another period as the new price less the unused time', async () => {
    setup(
      [
        preview({
          amountDue: 14_520,
          nextAmount: 15_000,
          intervalMonths: 12,
          nextBillingDate: '2027-11-21T03:00:00Z',
        }),
      ],
      'upgrade_recurring_payment',
      'price_standard_12',
    );
    await screen.findByText('末尾 4242 のカードで支払いますか？');
    expect(valueOf('今回のお支払い')).toBe('¥14,520（未使用分を差引）');
    expect(valueOf('次回更新日')).toBe('2027年11月21日から¥15,000／12ヶ月');
  });

  it('shows a downgrade as nothing charged now and the card that pays from the next billing date', async () => {
    setup(
      [preview({ paymentType: 'downgrade_recurring_payment', amountDue: 0, nextAmount: 1500 })],
      'downgrade_recurring_payment',
    );
    expect(await screen.findByText('次回更新日から末尾 4242 のカードでお支払いいただきます。')).toBeTruthy();
    expect(valueOf('今回のお支払い')).toBe('¥0（請求はありません）');
    expect(screen.getByRole('button', { name: 'ダウングレードする' })).toBeTruthy();
  });

  it("shows a konbini member's upgrade as nothing now, the new tier from the renewal, and the voucher's days (decision 044)", async () => {
    setup([
      preview({
        amountDue: 0,
        nextAmount: 1690,
        paymentMethod: 'konbini',
        card: null,
        changesAt: '2026-12-24T15:00:00.000Z',
        konbiniDueDays: 3,
      }),
    ]);
    const confirm = await screen.findByRole('button', { name: 'アップグレードする' });
    expect(valueOf('お支払い方法')).toBe('コンビニ払い');
    expect(valueOf('適用日')).toBe('2026年12月25日');
    expect(valueOf('今回のお支払い')).toBe('¥0（請求はありません）');
    expect(valueOf('次回更新日')).toBe(
      '2026年12月25日から¥1,690／月（更新日にお支払い番号を発行します。3日以内にお支払いください）',
    );
    expect(screen.getByText(/2026年12月25日の更新から新しいプランになります。/).textContent).toContain(
      '3日以内にコンビニでお支払いください',
    );
    expect(screen.queryByText(/カードで支払いますか/)).toBeNull();
    expect(confirm).toBeTruthy();
  });

  it('says the preview failed, offers no confirmation, and loads again on request', async () => {
    const user = setup(['network-error', preview()]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('お支払い金額を確認できませんでした。');
    expect(alert.textContent).toContain('通信状況をご確認のうえ、もう一度お試しください。');
    expect(screen.queryByRole('button', { name: 'アップグレードする' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'もう一度読み込む' }));
    expect(await screen.findByText('末尾 4242 のカードで支払いますか？')).toBeTruthy();
  });

  it("shows the API's reason when it refuses the change", async () => {
    setup([
      {
        errors: [
          {
            message: '前回のプラン変更のお支払いを処理しています。しばらくお待ちください。',
            extensions: { code: 'CONFLICT' },
          },
        ],
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('前回のプラン変更のお支払いを処理しています。');
    expect(screen.queryByRole('button', { name: 'もう一度読み込む' })).toBeNull();
    expect(screen.getByRole('link', { name: 'プラン一覧に戻る' })).toBeTruthy();
  });
});
