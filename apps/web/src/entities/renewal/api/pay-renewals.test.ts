import { InMemoryCache, type ApolloClient } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { payRenewals } from './pay-renewals';

type Status = 'paid' | 'declined' | 'requires_action' | 'processing';

/** An API whose mutation answers `first` and whose reads of Stripe's invoice answer `reads` in turn. */
function api(first: { status: Status; paymentClientSecret?: string }, reads: Status[]) {
  const mutate = vi.fn(async () => ({
    data: {
      payUnpaidRenewals: [{ invoiceId: 'in_1', paymentClientSecret: null, ...first }],
    },
  }));
  const query = vi.fn(async () => ({
    data: { renewalPayment: { invoiceId: 'in_1', status: reads.shift() } },
  }));
  const client = { mutate, query, cache: new InMemoryCache() } as unknown as ApolloClient;
  return { client, mutate, query };
}

const stripe = () => ({ confirmCardPayment: vi.fn(async () => ({})) });
const options = (s = stripe()) => ({
  amount: 1100,
  idempotencyKey: 'renewal-pay-pm_1',
  stripe: s as never,
  sleep: vi.fn(async () => {}),
});

describe('payRenewals', () => {
  it('sends the confirmed amount and tap key; paid at once is paid without a check', async () => {
    const { client, mutate, query } = api({ status: 'paid' }, []);
    expect(await payRenewals(client, options())).toBe('paid');
    expect(mutate).toHaveBeenCalledWith(
      expect.objectContaining({ variables: { amount: 1100, idempotencyKey: 'renewal-pay-pm_1' } }),
    );
    expect(query).not.toHaveBeenCalled();
  });

  it('keeps asking the API past any fixed time while Stripe has not settled the invoice', async () => {
    // 30 checks, 2 minutes of waiting: a webhook this late is still the answer.
    const { client, query } = api({ status: 'processing' }, [
      ...Array<Status>(30).fill('processing'),
      'paid',
    ]);
    const o = options();
    const onSlow = vi.fn();
    expect(await payRenewals(client, { ...o, onSlow })).toBe('paid');
    expect(query).toHaveBeenCalledTimes(31);
    expect(onSlow).toHaveBeenCalledOnce();
    const waited = o.sleep.mock.calls.reduce((sum, [ms]: number[]) => sum + ms!, 0);
    expect(waited).toBeGreaterThan(120_000);
  });

  it('runs 3-D Secure on the renewal, then reads the outcome from the API', async () => {
    const s = stripe();
    const { client } = api({ status: 'requires_action', paymentClientSecret: 'pi_1_secret_x' }, ['paid']);
    expect(await payRenewals(client, options(s))).toBe('paid');
    expect(s.confirmCardPayment).toHaveBeenCalledWith('pi_1_secret_x');
  });

  it('a declined payment or a challenge left unconfirmed is told as such', async () => {
    expect(await payRenewals(api({ status: 'declined' }, []).client, options())).toBe('declined');
    const waiting = api({ status: 'requires_action', paymentClientSecret: 'pi_1_secret_x' }, [
      'requires_action',
    ]);
    expect(await payRenewals(waiting.client, options())).toBe('authFailed');
  });

  it('a refusal reaches the caller (which says the card was saved)', async () => {
    const { client, mutate } = api({ status: 'paid' }, []);
    mutate.mockRejectedValueOnce(new Error('UNPAID_RENEWALS_CHANGED'));
    await expect(payRenewals(client, options())).rejects.toThrow('UNPAID_RENEWALS_CHANGED');
  });
});
