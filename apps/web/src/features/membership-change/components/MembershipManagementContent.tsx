import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { MEMBERSHIP_PLANS } from '../../../entities/membership/plan-documents';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import { usePayMembership } from '../api/pay-membership';
import { isPlanChange, managementNeedsCard, managementSummary } from '../model/membership-management';
import { methodSwitchSummary } from '../model/method-switch-summary';
import type { ManagementState } from '../model/membership-route-state';
import { ManagementConfirmButton } from './ManagementConfirmButton';
import { ManagementRows } from './ManagementRows';
import { PlanChangeConfirmation } from './PlanChangeConfirmation';
import styles from './MembershipManagement.module.css';

/** The confirmation of a plan change, cancel or resume; the button runs the payment flow once. */
export function MembershipManagementContent({ request }: { request: ManagementState }) {
  const { data, error } = useQuery(MEMBERSHIP_PLANS, {
    variables: { contributorId: request.contributorId },
    // The confirmation must describe the membership as it is now, not as it was cached.
    fetchPolicy: 'network-only',
  });
  const { paymentType } = request;
  // A plan change's preview names the card that pays; cancel and resume read the saved card here.
  // A konbini member's resume renews by konbini invoices: no card is asked for.
  const konbini = data?.subscriptionMembership?.paymentMethod === 'konbini';
  // A payment method change needs the card only when it moves onto the card.
  const switching = paymentType === 'payment_method_change';
  const needsCard = switching
    ? konbini
    : !isPlanChange(paymentType) && managementNeedsCard(paymentType) && !konbini;
  const card = useQuery(PAYMENT_METHOD, { skip: !needsCard, fetchPolicy: 'network-only' });
  useQueryErrorRedirect(error ?? card.error);
  const payment = usePayMembership();

  if (!data || (needsCard && !card.data)) return <Loading />;
  if (isPlanChange(paymentType))
    return (
      <PlanChangeConfirmation
        prices={request.prices}
        paymentType={paymentType}
        contributorId={request.contributorId}
        plans={data}
      />
    );
  if (needsCard && !card.data?.paymentMethod) return <Navigate to="/payments/card/details" replace />;
  const priceId = request.prices[0] ?? '';
  const summary = switching
    ? methodSwitchSummary(data, priceId, card.data?.paymentMethod ?? null)
    : managementSummary(paymentType, data, priceId);
  if (!summary) return <EmptyState title={ja.membershipManagement.invalid} />;

  return (
    <>
      <p>{ja.membershipManagement.lead}</p>
      <ManagementRows rows={summary.rows} />
      <p className={styles.body}>{summary.body}</p>
      <ManagementConfirmButton
        label={summary.confirmLabel}
        busy={payment.inFlight}
        danger={paymentType === 'cancel_payment'}
        onConfirm={() => void payment.payByCard(request.prices, paymentType, null, switching)}
      />
    </>
  );
}
