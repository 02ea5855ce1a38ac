import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  SystemMaintenanceQuery,
  SystemMaintenanceQueryVariables,
} from '../../../graphql/generated/operations';

export const SYSTEM_MAINTENANCE: TypedDocumentNode<SystemMaintenanceQuery, SystemMaintenanceQueryVariables> =
  gql`
    query SystemMaintenance($platform: Platform!) {
      systemMaintenance(platform: $platform) {
        windowStart
        windowEnd
      }
    }
  `;
