import { byId, listing } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  ApprovalRequestsQuery,
  ApprovalRequestsQueryVariables,
  ApproveRequestMutation,
  ApproveRequestMutationVariables,
  RejectRequestMutation,
  RejectRequestMutationVariables,
} from '../graphql/generated/operations';

// Grants and refunds above the project's bounds wait for a second operator (issue 38).

const REQUESTS: TypedDocumentNode<ApprovalRequestsQuery, ApprovalRequestsQueryVariables> = gql`
  query ApprovalRequests {
    approvalRequests {
      id
      action
      input
      reason
      requestedEmail
      requestedAt
    }
  }
`;

const APPROVE: TypedDocumentNode<ApproveRequestMutation, ApproveRequestMutationVariables> = gql`
  mutation ApproveRequest($id: Int!) {
    approveRequest(id: $id) {
      id
      outcome
      result
    }
  }
`;

const REJECT: TypedDocumentNode<RejectRequestMutation, RejectRequestMutationVariables> = gql`
  mutation RejectRequest($id: Int!) {
    rejectRequest(id: $id) {
      id
      outcome
    }
  }
`;

export const APPROVALS = [
  listing({
    name: 'approvals',
    summary: "Grants and refunds above the project's bounds, waiting for a second operator.",
    document: REQUESTS,
  }),
  byId({
    name: 'approve',
    thing: 'approval request',
    summary: "Approves another operator's request and carries it out now (never your own).",
    document: APPROVE,
  }),
  byId({
    name: 'reject',
    thing: 'approval request',
    summary: "Refuses another operator's request; nothing moves.",
    document: REJECT,
  }),
];
