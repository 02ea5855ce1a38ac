import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { MEMBERSHIP_PLANS } from '../../../entities/membership/plan-documents';
import { usePlanActions } from '../api/use-plan-actions';
import { planActionFlow, type PlanAction } from '../model/plan-action-flow';
import { tierBadge } from '../model/tier-badge';
import { konbiniPending } from '../model/konbini-pending';
import { freeCancelBlocked } from '../model/free-cancel-blocked';
import { methodSwitchPrice } from '../model/method-switch-price';
import { Button } from '../../../components/ui/Button';
import * as ja from '../../../messages/ja';
import { CreatorAvatar } from './CreatorAvatar';
import { FreeCancelPendingNote, IosBanner } from './IosBanner';
import { PlanDialogs } from './PlanDialogs';
import { TierActionButtons } from './TierActionButtons';
import { TierCard } from './TierCard';
import { RenewalNotice } from '../../../entities/renewal/components/RenewalNotice';
import styles from './PlansContent.module.css';

export function PlansContent({ contributorId }: { contributorId: number }) {
  const { data, error } = useQuery(MEMBERSHIP_PLANS, { variables: { contributorId } });
  useQueryErrorRedirect(error);
  const plan = usePlanActions(contributorId, data?.contributorProfile.name ?? '');
  if (!data) return <Loading />;

  const membership = data.subscriptionMembership;
  const tiers = data.subscriptionTiersConnection.nodes;
  const ios = membership?.paidPlatform === 'ios';
  const ctx = { contributorId, membership, konbiniPending: konbiniPending(membership, tiers) };

  return (
    <>
      <section className={styles.profile}>
        <CreatorAvatar src={data.contributorProfile.icon} size={72} />
        <p className={styles.name}>{data.contributorProfile.name}</p>
      </section>
      {membership?.unpaidRenewal && <RenewalNotice renewal={membership.unpaidRenewal} plans />}
      {ios && <IosBanner />}
      {tiers.map((tier) => {
        // The server's matrix (packages/shared) is the one source: it accepts every button it lists.
        const { actions } = tier;
        if (actions.hidden) return null;
        const onAction = (action: PlanAction) => {
          const flow = planActionFlow(action, tier, ctx);
          if (flow) plan.start(flow);
        };
        const switchPrice = ios ? null : methodSwitchPrice(tier, membership);
        const switchMethod = () =>
          plan.start({
            kind: 'navigate',
            to: '/payments/managements',
            state: { prices: [switchPrice], paymentType: 'payment_method_change', contributorId },
            confirm: null,
          });
        return (
          <TierCard key={tier.databaseId} tier={tier} badge={tierBadge(tier, membership)}>
            {!ios && <TierActionButtons actions={actions} disabled={plan.busy} onAction={onAction} />}
            {switchPrice && (
              <Button variant="outlined" fullWidth disabled={plan.busy} onClick={switchMethod}>
                {membership?.paymentMethod === 'konbini'
                  ? ja.memberships.switchToCard
                  : ja.memberships.switchToKonbini}
              </Button>
            )}
            {freeCancelBlocked(tier, membership) && <FreeCancelPendingNote />}
          </TierCard>
        );
      })}
      <PlanDialogs asking={plan.asking?.confirm ?? null} onConfirm={plan.confirm} onCancel={plan.dismiss} />
    </>
  );
}
