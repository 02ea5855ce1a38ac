import { useQuery } from '@apollo/client/react';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import * as ja from '../../../messages/ja';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import { MEMBERSHIP_PAYMENT } from '../api/membership-payment';
import { LISTENER_EMAIL } from '../../../entities/payment/api/listener-email';
import { membershipPaymentMode, membershipPaymentTitle } from '../model/membership-payment-mode';
import type { MembershipPaymentState } from '../model/membership-route-state';
import { MembershipPaymentForm } from './MembershipPaymentForm';
import styles from './MembershipPaymentContent.module.css';

/** Loads the tier, the current membership, the saved card and the e-mail, then the form. */
export function MembershipPaymentContent({ ids }: { ids: MembershipPaymentState }) {
  const tier = useQuery(MEMBERSHIP_PAYMENT, { variables: ids });
  const card = useQuery(PAYMENT_METHOD);
  const profile = useQuery(LISTENER_EMAIL);
  useQueryErrorRedirect(tier.error ?? card.error ?? profile.error);

  if (!tier.data || !card.data || !profile.data) return <Loading />;
  const { subscriptionTier, subscriptionMembership } = tier.data;
  return (
    <>
      <h2 className={styles.heading}>
        {membershipPaymentTitle(membershipPaymentMode(subscriptionTier), subscriptionTier.title)}
      </h2>
      {subscriptionTier.subscriptionPricesConnection.nodes.length === 0 ? (
        <EmptyState title={ja.membershipPayment.noPrices} />
      ) : (
        <MembershipPaymentForm
          key={subscriptionTier.databaseId}
          contributorId={ids.contributorId}
          tier={subscriptionTier}
          membership={subscriptionMembership}
          card={card.data.paymentMethod}
          initialEmail={profile.data.listenerProfile.email ?? ''}
        />
      )}
    </>
  );
}
