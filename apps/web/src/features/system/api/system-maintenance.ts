import { gql, type TypedDocumentNode } from '@apollo/client';

export interface SystemMaintenanceData {
  systemMaintenance: { windowStart: string; windowEnd: string } | null;
}

export const SYSTEM_MAINTENANCE: TypedDocumentNode<SystemMaintenanceData, { platform: 'web' | 'app' }> = gql`
  query SystemMaintenance($platform: Platform!) {
    systemMaintenance(platform: $platform) {
      windowStart
      windowEnd
    }
  }
`;
