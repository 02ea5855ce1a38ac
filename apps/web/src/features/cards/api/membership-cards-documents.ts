import { gql, type TypedDocumentNode } from '@apollo/client';

export interface MemberCardData {
  databaseId: number;
  contributorId: number;
  name: string;
  englishName: string;
  icon: string;
  currentTier: { title: string; level: string };
  isCanceled: boolean;
  duration: number;
  totalDuration: number;
  serialNumber: number;
  membershipNumber: string;
  issuedAt: string;
}

/** The fan's member cards, newest first. */
export const MEMBERSHIP_CARDS: TypedDocumentNode<
  { subscriptionMembershipsConnection: { nodes: MemberCardData[] } },
  { first?: number }
> = gql`
  query MembershipCards($first: Int) {
    subscriptionMembershipsConnection(first: $first) {
      nodes {
        id
        databaseId
        contributorId
        name
        englishName
        icon
        currentTier {
          id
          title
          level
        }
        isCanceled
        duration
        totalDuration
        serialNumber
        membershipNumber
        issuedAt
      }
    }
  }
`;
