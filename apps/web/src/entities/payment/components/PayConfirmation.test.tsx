import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PayConfirmation } from './PayConfirmation';

function setup(onPay: () => void, paying = false) {
  const router = createMemoryRouter([
    { path: '/', element: <PayConfirmation last4="4242" onPay={onPay} paying={paying} /> },
    { path: '/payments/card/details', element: <p>card details</p> },
  ]);
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

describe('PayConfirmation', () => {
  it('asks about the card ending in the last 4 digits and links to the card details', async () => {
    const { user, router } = setup(vi.fn());
    expect(screen.getByText('末尾 4242 のカードで支払いますか？')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'カードを変更する' }));
    expect(router.state.location.pathname).toBe('/payments/card/details');
  });

  it('pays on a tap while no payment runs', async () => {
    const onPay = vi.fn();
    const { user } = setup(onPay);
    await user.click(screen.getByRole('button', { name: '支払う' }));
    expect(onPay).toHaveBeenCalledOnce();
  });

  it('is disabled while the parent says a payment runs', () => {
    setup(vi.fn(), true);
    expect((screen.getByRole('button', { name: '支払い中…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
