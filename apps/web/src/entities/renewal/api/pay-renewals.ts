import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type { Stripe } from '@stripe/stripe-js';
import type {
  PayUnpaidRenewalsMutation,
  PayUnpaidRenewalsMutationVariables,
  RenewalPaymentQuery,
  RenewalPaymentQueryVariables,
} from '../../../graphql/generated/operations';
import { evictMembershipData } from '../../membership/evict-membership-data';
import {
  checkDelayMs,
  paymentOutcome,
  type RenewalPaymentOutcome,
  type RenewalPaymentStatus,
} from '../model/payment-outcome';

const PAY_UNPAID_RENEWALS: TypedDocumentNode<PayUnpaidRenewalsMutation, PayUnpaidRenewalsMutationVariables> =
  gql`
    mutation PayUnpaidRenewals($amount: Int!, $idempotencyKey: String) {
      payUnpaidRenewals(amount: $amount, idempotencyKey: $idempotencyKey) {
        invoiceId
        status
        paymentClientSecret
      }
    }
  `;

const RENEWAL_PAYMENT: TypedDocumentNode<RenewalPaymentQuery, RenewalPaymentQueryVariables> = gql`
  query RenewalPayment($invoiceId: String!) {
    renewalPayment(invoiceId: $invoiceId) {
      invoiceId
      status
      paymentClientSecret
    }
  }
`;

interface SettleOptions {
  stripe: Pick<Stripe, 'confirmCardPayment'>;
  onSlow?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * One renewal payment to its outcome: 3-D Secure through Stripe.js where the bank asks, then the
 * API — which reads Stripe's invoice, not the webhooks — asked until it is no longer processing, with
 * growing pauses and no fixed give-up (a late answer is still the answer).
 */
export async function settleRenewalPayment(
  client: ApolloClient,
  payment: { invoiceId: string; status: RenewalPaymentStatus; paymentClientSecret?: string | null },
  { stripe, onSlow, sleep = wait }: SettleOptions,
): Promise<RenewalPaymentStatus> {
  let status = payment.status;
  if (status === 'requires_action' && payment.paymentClientSecret) {
    await stripe.confirmCardPayment(payment.paymentClientSecret);
    status = 'processing';
  }
  for (let attempt = 0; status === 'processing'; attempt++) {
    if (attempt === 1) onSlow?.();
    if (attempt > 0) await sleep(checkDelayMs(attempt - 1));
    const read = await client.query({
      query: RENEWAL_PAYMENT,
      variables: { invoiceId: payment.invoiceId },
      fetchPolicy: 'network-only',
    });
    status = read.data?.renewalPayment.status ?? 'processing';
  }
  return status;
}

export interface PayRenewalsOptions {
  /** The total the fan confirmed; the API refuses, charging nothing, if it is no longer the total due. */
  amount: number;
  /** One per confirmation: a repeat of the same tap charges once. */
  idempotencyKey: string;
  stripe: Pick<Stripe, 'confirmCardPayment'>;
  /** Told once when the result takes longer than the first check (the fan's screen says so). */
  onSlow?: () => void;
  sleep?: (ms: number) => Promise<void>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pays the unpaid card renewals the fan confirmed with the saved card (decision 043): 3-D Secure
 * where the bank asks, then asks the API — which reads Stripe's invoice, not the webhooks — until
 * none is processing. No fixed give-up: a late answer is still the answer.
 */
export async function payRenewals(
  client: ApolloClient,
  options: PayRenewalsOptions,
): Promise<RenewalPaymentOutcome> {
  const { amount, idempotencyKey, stripe, onSlow, sleep = wait } = options;
  try {
    const { data } = await client.mutate({
      mutation: PAY_UNPAID_RENEWALS,
      variables: { amount, idempotencyKey },
    });
    const statuses: RenewalPaymentStatus[] = [];
    for (const payment of data?.payUnpaidRenewals ?? [])
      statuses.push(await settleRenewalPayment(client, payment, { stripe, onSlow, sleep }));
    return paymentOutcome(statuses);
  } finally {
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'unpaidRenewals' });
    evictMembershipData(client.cache);
  }
}
