import type { ApolloCache } from '@apollo/client';

const FIELDS = [
  'subscribedVTubersConnection',
  'membershipCandidatesConnection',
  'subscriptionMembershipsConnection',
  'subscriptionMembership',
  'subscriptionTiersConnection',
  'subscriptionTier',
  'contributorProfile',
];

/**
 * After any membership change the lists, plans and cards are stale; dropping them makes every
 * screen show the server's new state instead of a flash of the old one.
 */
export function evictMembershipData(cache: ApolloCache) {
  for (const fieldName of FIELDS) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
