import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MembershipKonbiniSuccess } from './MembershipKonbiniSuccess';

const plan = {
  previousPriceInterval: null,
  nextPriceInterval: 1,
  nextBillingDate: '2026-12-27T03:00:00.000Z',
  paymentUrl: 'http://127.0.0.1:12111/invoices/in_1/hosted',
  // 2026-11-30 12:00 JST: the invoice's own due date, not "three days from now at 23:59".
  dueAt: '2026-11-30T03:00:00.000Z',
};

const show = (state: typeof plan | null) =>
  render(
    <MemoryRouter>
      <MembershipKonbiniSuccess plan={state} />
    </MemoryRouter>,
  );

describe('MembershipKonbiniSuccess', () => {
  it("shows the invoice's due date and links its payment page, where the number is issued", () => {
    show(plan);
    expect(screen.getByText('2026年11月30日 12:00')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'お支払いページを開く' });
    expect(link.getAttribute('href')).toBe(plan.paymentUrl);
    expect(screen.queryByText(/5〜10分/)).toBeNull();
  });

  it('an old tab without the answer shows no deadline it cannot know', () => {
    show(null);
    expect(screen.queryByText('お支払い期限')).toBeNull();
    expect(screen.queryByRole('link', { name: 'お支払いページを開く' })).toBeNull();
  });
});
