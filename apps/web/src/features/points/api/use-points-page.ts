import { useQuery } from '@apollo/client/react';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { pickPointTierType } from '../model/point-tier-type';
import { POINTS_PAGE } from './point-documents';

/** The points screen's tier type with its packages. `tierType` stays undefined while loading. */
export function usePointsPage() {
  const { data, error } = useQuery(POINTS_PAGE);
  useQueryErrorRedirect(error);
  return { tierType: data ? pickPointTierType(data.tierTypesConnection.nodes) : undefined };
}
