import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import type { PlanFlow } from '../model/plan-action-flow';
import { evictMembershipData } from '../../../entities/membership/evict-membership-data';
import { withIntentKey } from '../../../lib/intent-key';
import { CANCEL_FREE_SUBSCRIPTION, CREATE_FREE_SUBSCRIPTION } from './free-subscription-documents';

/** Runs what a tier button starts, asking first when the flow has a confirm dialog. */
export function usePlanActions(contributorId: number, creatorName: string) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const toast = useToast();
  const [asking, setAsking] = useState<PlanFlow | null>(null);
  const [busy, setBusy] = useState(false);

  const freeAction = async (flow: PlanFlow) => {
    setBusy(true);
    try {
      if (flow.kind === 'createFree') {
        await withIntentKey(`createFreeSubscription:${contributorId}`, (idempotencyKey) =>
          client.mutate({ mutation: CREATE_FREE_SUBSCRIPTION, variables: { contributorId, idempotencyKey } }),
        );
        evictMembershipData(client.cache);
        toast.success(ja.memberships.freeRegistered(creatorName));
        await navigate('/memberships?tab=registered');
      } else {
        await client.mutate({ mutation: CANCEL_FREE_SUBSCRIPTION, variables: { contributorId } });
        // The plans screen stays and refetches, so the free tier offers 登録する again.
        evictMembershipData(client.cache);
        toast.success(ja.memberships.freeCanceled(creatorName));
      }
    } catch (e) {
      if (!routedCodeOf(e)) toast.error(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  const run = (flow: PlanFlow) => {
    if (flow.kind === 'navigate') void navigate(flow.to, { state: flow.state });
    else void freeAction(flow);
  };

  return {
    asking,
    busy,
    start: (flow: PlanFlow) => (flow.confirm ? setAsking(flow) : run(flow)),
    confirm: () => {
      if (asking) run(asking);
      setAsking(null);
    },
    dismiss: () => setAsking(null),
  };
}
