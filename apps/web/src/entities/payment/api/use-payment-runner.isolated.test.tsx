import { ApolloClient, ApolloLink } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ApolloProvider } from '@apollo/client/react';
import { act, render } from '@testing-library/react';
import { ErrorCode } from '@fan/shared';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createCache } from '../../../lib/apollo';
import { managePayment, type PaymentResult } from './manage-payment';
import { usePaymentRunner, type PaymentRequest } from './use-payment-runner';

const confirmCardPayment = vi.fn();
vi.mock('../../../lib/stripe', () => ({ getStripe: () => Promise.resolve({ confirmCardPayment }) }));
vi.mock('./manage-payment', () => ({ managePayment: vi.fn() }));
vi.mock('./update-listener-email', () => ({ updateListenerEmail: vi.fn(() => Promise.resolve()) }));
const manage = vi.mocked(managePayment);

const result = (over: Partial<PaymentResult> = {}): PaymentResult => ({
  status: 'succeeded',
  konbiniPaymentUrl: null,
  konbiniDueAt: null,
  threeDSecureClientSecret: null,
  ...over,
});

/** A screen whose button pays `request`; `pay` taps it. */
function setup(request: PaymentRequest) {
  let pay = () => Promise.resolve();
  function Screen() {
    const runner = usePaymentRunner();
    pay = () => runner.pay(request);
    return null;
  }
  const router = createMemoryRouter([
    { path: '/', element: <Screen /> },
    { path: '*', element: <p>elsewhere</p> },
  ]);
  const client = new ApolloClient({ cache: createCache(), link: ApolloLink.empty() });
  render(
    <ApolloProvider client={client}>
      <RouterProvider router={router} />
    </ApolloProvider>,
  );
  return { router, tap: () => act(() => pay()), doubleTap: () => act(() => Promise.all([pay(), pay()])) };
}

const card: PaymentRequest = { prices: ['price_1'], paymentType: 'one_time_payment', evict: vi.fn() };

describe('usePaymentRunner', () => {
  beforeEach(() => {
    vi.clearAllMocks();
  });

  it('pays once on a double tap and lands on the success page', async () => {
    manage.mockResolvedValue(result());
    const { router, doubleTap } = setup(card);
    await doubleTap();
    expect(manage).toHaveBeenCalledOnce();
    expect(card.evict).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/payments/managements/success');
    // The result page words the outcome by what was asked.
    expect(router.state.location.state).toEqual({ paymentType: 'one_time_payment', atRenewal: false });
  });

  it('shows the waiting page for a queued purchase and asks again until it has gone through', async () => {
    manage
      .mockResolvedValueOnce(result({ status: 'queued' }))
      .mockResolvedValueOnce(result({ status: 'queued' }))
      .mockResolvedValueOnce(result());
    const { router, tap } = setup(card);
    const seen: string[] = [];
    router.subscribe((state) => seen.push(state.location.pathname));
    await tap(); // two waits of QUEUED_POLL_MS
    expect(manage).toHaveBeenCalledTimes(3);
    expect(seen).toContain('/payments/managements/waiting');
    expect(router.state.location.pathname).toBe('/payments/managements/success');
  }, 15_000);

  it('runs 3-D Secure when Stripe asks and fails when it does not succeed', async () => {
    manage.mockResolvedValue(result({ threeDSecureClientSecret: 'pi_secret' }));
    confirmCardPayment.mockResolvedValue({ paymentIntent: { status: 'requires_payment_method' } });
    const { router, tap } = setup(card);
    await tap();
    expect(confirmCardPayment).toHaveBeenCalledWith('pi_secret');
    expect(router.state.location.pathname).toBe('/payments/managements/failure');
  });

  it('sends any error but a routed one to the failure page', async () => {
    manage.mockRejectedValue(new Error('card declined'));
    const { router, tap } = setup(card);
    await tap();
    expect(router.state.location.pathname).toBe('/payments/managements/failure');
    expect(router.state.location.state).toEqual({ paymentType: 'one_time_payment', atRenewal: false });
  });

  it('leaves a routed error (maintenance) to the Apollo error link', async () => {
    const routed = new CombinedGraphQLErrors({
      errors: [{ message: 'maintenance', extensions: { code: ErrorCode.MaintenanceInProgress } }],
    });
    manage.mockRejectedValue(routed);
    const { router, tap } = setup(card);
    await tap();
    expect(card.evict).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a konbini voucher in the tab opened inside the tap, then goes where the request says', async () => {
    const tab = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    manage.mockResolvedValue(result({ konbiniPaymentUrl: 'https://voucher.example/1' }));
    const { router, tap } = setup({
      prices: ['price_k'],
      paymentType: 'konbini_one_time_payment',
      email: 'fan@example.com',
      voucherTab: true,
      paid: { to: '/home' },
    });
    await tap();
    expect(open).toHaveBeenCalledOnce();
    expect(tab.location.href).toBe('https://voucher.example/1');
    expect(tab.opener).toBeNull();
    expect(router.state.location.pathname).toBe('/home');
    open.mockRestore();
  });
});
