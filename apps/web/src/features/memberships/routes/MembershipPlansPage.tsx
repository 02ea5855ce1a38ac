import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import * as ja from '../../../messages/ja';
import { PlansContent } from '../components/PlansContent';
import { positiveId, stateField } from '../../../lib/route-state';

/** /memberships/plans with state { contributorId }: a creator's tiers and what the fan can do. */
export default function MembershipPlansPage() {
  const contributorId = positiveId(stateField(useLocation().state, 'contributorId'));
  return (
    <Page title={ja.titles.membershipPlans} backTo="/memberships?tab=registered">
      {contributorId === null ? (
        <EmptyState
          title={ja.memberships.plansMissing}
          action={
            <ButtonLink to="/memberships" fullWidth>
              {ja.titles.memberships}
            </ButtonLink>
          }
        />
      ) : (
        <PlansContent key={contributorId} contributorId={contributorId} />
      )}
    </Page>
  );
}
