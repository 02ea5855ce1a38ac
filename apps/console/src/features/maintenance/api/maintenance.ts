import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleCancelMaintenanceMutation,
  ConsoleCancelMaintenanceMutationVariables,
  ConsoleEndMaintenanceMutation,
  ConsoleEndMaintenanceMutationVariables,
  ConsoleMaintenanceQuery,
  ConsoleMaintenanceQueryVariables,
  ConsoleStartMaintenanceMutation,
  ConsoleStartMaintenanceMutationVariables,
} from '../../../graphql/generated/operations';

export const CONSOLE_MAINTENANCE: TypedDocumentNode<
  ConsoleMaintenanceQuery,
  ConsoleMaintenanceQueryVariables
> = gql`
  query ConsoleMaintenance {
    maintenanceWindows {
      id
      platform
      projectId
      windowStart
      windowEnd
    }
  }
`;

export const CONSOLE_START_MAINTENANCE: TypedDocumentNode<
  ConsoleStartMaintenanceMutation,
  ConsoleStartMaintenanceMutationVariables
> = gql`
  mutation ConsoleStartMaintenance($input: StartMaintenanceInput!) {
    startMaintenance(input: $input) {
      id
    }
  }
`;

export const CONSOLE_END_MAINTENANCE: TypedDocumentNode<
  ConsoleEndMaintenanceMutation,
  ConsoleEndMaintenanceMutationVariables
> = gql`
  mutation ConsoleEndMaintenance {
    endMaintenance
  }
`;

export const CONSOLE_CANCEL_MAINTENANCE: TypedDocumentNode<
  ConsoleCancelMaintenanceMutation,
  ConsoleCancelMaintenanceMutationVariables
> = gql`
  mutation ConsoleCancelMaintenance($id: Int!) {
    cancelMaintenance(id: $id) {
      id
    }
  }
`;
