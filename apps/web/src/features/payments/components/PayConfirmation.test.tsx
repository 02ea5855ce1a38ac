import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PayConfirmation } from './PayConfirmation';

function setup(onPay: () => void | Promise<void>, paying?: boolean) {
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

  it('pays once and stays disabled while the payment is in flight', async () => {
    let finish = () => {};
    const onPay = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup(onPay);
    const button = screen.getByRole('button', { name: '支払う' }) as HTMLButtonElement;
    await user.click(button);
    expect(onPay).toHaveBeenCalledOnce();
    const busy = screen.getByRole('button', { name: '支払い中…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    finish();
    await vi.waitFor(() =>
      expect((screen.getByRole('button', { name: '支払う' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('is disabled while the parent says a payment runs', () => {
    setup(vi.fn(), true);
    expect((screen.getByRole('button', { name: '支払い中…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
