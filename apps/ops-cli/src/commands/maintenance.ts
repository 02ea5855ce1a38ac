import { date, optInt, str, UsageError } from '../args';
import { byId, listing, operation } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  CancelMaintenanceMutation,
  CancelMaintenanceMutationVariables,
  EndMaintenanceMutation,
  EndMaintenanceMutationVariables,
  MaintenanceWindowsQuery,
  MaintenanceWindowsQueryVariables,
  StartMaintenanceMutation,
  StartMaintenanceMutationVariables,
} from '../graphql/generated/operations';

// The project's maintenance windows (platform-wide ones are automation's, decision 028).

const WINDOW_FIELDS = gql`
  fragment WindowFields on MaintenanceWindow {
    id
    projectId
    platform
    windowStart
    windowEnd
  }
`;

const WINDOWS: TypedDocumentNode<MaintenanceWindowsQuery, MaintenanceWindowsQueryVariables> = gql`
  query MaintenanceWindows {
    maintenanceWindows {
      ...WindowFields
    }
  }
  ${WINDOW_FIELDS}
`;

const START: TypedDocumentNode<StartMaintenanceMutation, StartMaintenanceMutationVariables> = gql`
  mutation StartMaintenance($i: StartMaintenanceInput!) {
    startMaintenance(input: $i) {
      ...WindowFields
    }
  }
  ${WINDOW_FIELDS}
`;

const END: TypedDocumentNode<EndMaintenanceMutation, EndMaintenanceMutationVariables> = gql`
  mutation EndMaintenance {
    endMaintenance
  }
`;

const CANCEL: TypedDocumentNode<CancelMaintenanceMutation, CancelMaintenanceMutationVariables> = gql`
  mutation CancelMaintenance($id: Int!) {
    cancelMaintenance(id: $id) {
      ...WindowFields
    }
  }
  ${WINDOW_FIELDS}
`;

export const MAINTENANCE = [
  listing({
    name: 'maintenance',
    summary:
      "Maintenance windows active now or to come for this project's fans: its own and platform-wide ones (projectId null).",
    document: WINDOWS,
  }),
  operation({
    name: 'maintenance-start',
    usage: 'maintenance-start --platform <web|app|all> (--minutes <n> | --end <time>) [--start <time>]',
    summary:
      'A maintenance window of this project (at most 24 hours): its fans see the maintenance screen inside it.',
    options: [
      { name: 'platform', type: 'string', required: true, help: 'web, app or all' },
      { name: 'minutes', type: 'int', help: 'length from the start' },
      { name: 'start', type: 'date', help: 'start (default: now)' },
      { name: 'end', type: 'date', help: 'end' },
    ],
    document: START,
    // The end is --end or --minutes after the start: not one option each, so written out.
    variables: (v) => {
      const start = date(v, 'start') ?? new Date();
      const minutes = optInt(v, 'minutes');
      const end =
        date(v, 'end') ?? (minutes === undefined ? undefined : new Date(start.getTime() + minutes * 60_000));
      if (!end) throw new UsageError('give --minutes or --end');
      return {
        i: { platform: str(v, 'platform'), windowStart: start.toISOString(), windowEnd: end.toISOString() },
      };
    },
  }),
  listing({
    name: 'maintenance-end',
    summary: "Ends this project's windows active now (platform-wide ones are automation's).",
    document: END,
    pick: (d) => ({ ended: d.endMaintenance }),
  }),
  byId({
    name: 'maintenance-cancel',
    thing: 'maintenance window',
    summary: 'Cancels a window of this project that has not started (kept in the record, marked).',
    document: CANCEL,
  }),
];
