import { useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import type { MembershipPlansQuery } from '../../../graphql/generated/operations';
import * as ja from '../../../messages/ja';
import { PLAN_CHANGE_PREVIEW } from '../api/plan-change-preview';
import { usePayMembership } from '../api/pay-membership';
import type { PlanChangeType } from '../model/membership-management';
import { planChangeSummary } from '../model/plan-change-summary';
import { ManagementConfirmButton } from './ManagementConfirmButton';
import { ManagementRows } from './ManagementRows';
import { PayConfirmation } from '../../../entities/payment/components/PayConfirmation';
import { PlanChangePreviewFailed } from './PlanChangePreviewFailed';
import { PlanChangePreviewLoading } from './PlanChangePreviewLoading';
import styles from './MembershipManagement.module.css';

interface PlanChangeConfirmationProps {
  prices: string[];
  paymentType: PlanChangeType;
  contributorId: number;
  plans: MembershipPlansQuery;
}

/**
 * The final confirmation of an upgrade or downgrade: the amount charged now, the card that pays and
 * when the new price renews, as the API previews them (nothing is offered before they are known).
 */
export function PlanChangeConfirmation({
  prices,
  paymentType,
  contributorId,
  plans,
}: PlanChangeConfirmationProps) {
  const preview = useQuery(PLAN_CHANGE_PREVIEW, {
    variables: { prices, paymentType },
    // The amount depends on the minute it is asked: never from the cache.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const payment = usePayMembership();

  if (preview.loading) return <PlanChangePreviewLoading />;
  if (preview.error || !preview.data)
    return (
      <PlanChangePreviewFailed
        error={preview.error}
        contributorId={contributorId}
        onRetry={() => void preview.refetch()}
      />
    );
  const p = preview.data.planChangePreview;
  if (p.paymentMethod === 'card' && !p.card) return <Navigate to="/payments/card/details" replace />;
  const summary = planChangeSummary(paymentType, plans, prices[0] ?? '', p);
  if (!summary) return <EmptyState title={ja.membershipManagement.invalid} />;

  // A konbini member's upgrade, like a downgrade, changes nothing until the renewal (decision 044).
  const atRenewal = paymentType === 'downgrade_recurring_payment' || p.paymentMethod === 'konbini';
  const pay = () => void payment.payByCard(prices, paymentType, p.prorationDate ?? null, atRenewal);
  const t = ja.membershipManagement;
  return (
    <>
      <p>{t.lead}</p>
      <ManagementRows rows={summary.rows} />
      <p className={styles.body}>{summary.body}</p>
      {p.card ? (
        <PayConfirmation
          last4={p.card.last4}
          question={paymentType === 'downgrade_recurring_payment' ? t.payDowngrade(p.card.last4) : undefined}
          payLabel={summary.confirmLabel}
          busyLabel={t.processing}
          paying={payment.inFlight}
          onPay={pay}
        />
      ) : (
        <ManagementConfirmButton label={summary.confirmLabel} busy={payment.inFlight} onConfirm={pay} />
      )}
    </>
  );
}
