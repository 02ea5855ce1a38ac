import { useQuery } from '@apollo/client/react';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { pickPointTierType } from '../model/point-tier-type';
import { TIER_TYPES } from './point-documents';

/** The viewer's point tier type (balances, unit). `tierType` stays undefined while loading. */
export function usePointTierType() {
  const { data, error } = useQuery(TIER_TYPES);
  useQueryErrorRedirect(error);
  return { tierType: data ? pickPointTierType(data.tierTypesConnection.nodes) : undefined };
}
