import { gql, type TypedDocumentNode } from '@apollo/client';

type NoVariables = Record<string, never>;

export interface SubscribedVTuber {
  id: string;
  databaseId: number;
  name: string;
  icon: string;
  subscription: string;
  tierTitle: string;
  willBeCanceled: boolean;
  willBeExpiredSoon: boolean;
  currentPeriodExpiresDate: string | null;
}

export interface MembershipCandidate {
  id: string;
  databaseId: number;
  name: string;
  icon: string;
}

export const SUBSCRIBED_VTUBERS: TypedDocumentNode<
  { subscribedVTubersConnection: { nodes: SubscribedVTuber[] } },
  NoVariables
> = gql`
  query SubscribedVTubers {
    subscribedVTubersConnection(publicAccount: false) {
      nodes {
        id
        databaseId
        name
        icon
        subscription
        tierTitle
        willBeCanceled
        willBeExpiredSoon
        currentPeriodExpiresDate
      }
    }
  }
`;

export const MEMBERSHIP_CANDIDATES: TypedDocumentNode<
  { membershipCandidatesConnection: { nodes: MembershipCandidate[] } },
  NoVariables
> = gql`
  query MembershipCandidates {
    membershipCandidatesConnection {
      nodes {
        id
        databaseId
        name
        icon
      }
    }
  }
`;
