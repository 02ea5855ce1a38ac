import { withArgs, withInput } from '../command';
import { gql, type TypedDocumentNode } from '../gql';
import type {
  FansQuery,
  FansQueryVariables,
  GrantPointsMutation,
  GrantPointsMutationVariables,
  RefundPointPurchaseMutation,
  RefundPointPurchaseMutationVariables,
} from '../graphql/generated/operations';
import { POINT_TYPE } from './options';

// Support: look a fan up, grant points, refund a purchase.

const FANS: TypedDocumentNode<FansQuery, FansQueryVariables> = gql`
  query Fans($id: Int, $email: String) {
    fans(id: $id, email: $email) {
      id
      email
      name
      createdAt
      stripeCustomerId
      savedCard {
        brand
        last4
        expMonth
        expYear
        stripePaymentMethodId
      }
      balances {
        pointTypeId
        unit
        paid
        free
      }
      purchases {
        id
        pointTypeId
        method
        amount
        price
        status
        stripePaymentIntentId
        stripeRefundId
        refundedAt
        createdAt
      }
      memberships {
        id
        creator
        tier
        status
        paymentMethod
        platform
        stripeSubscriptionId
        currentPeriodEnd
        cancelAtPeriodEnd
      }
      unpaidRenewals {
        stripeInvoiceId
        membershipId
        method
        amount
        status
        requiresAction
        renewalAt
        continuesUntil
        settledAt
      }
      ledger {
        id
        pointTypeId
        kind
        bucket
        amount
        name
        price
        reference
        occurredAt
      }
    }
  }
`;

const GRANT_POINTS: TypedDocumentNode<GrantPointsMutation, GrantPointsMutationVariables> = gql`
  mutation GrantPoints($i: GrantPointsInput!) {
    grantPoints(input: $i) {
      posted
      entryId
      paid
      free
    }
  }
`;

const REFUND: TypedDocumentNode<RefundPointPurchaseMutation, RefundPointPurchaseMutationVariables> = gql`
  mutation RefundPointPurchase($p: String!, $r: String!) {
    refundPointPurchase(purchaseId: $p, reason: $r) {
      purchaseId
      stripeRefundId
      refundedYen
      paid
      free
    }
  }
`;

export const SUPPORT = [
  withArgs({
    name: 'fan',
    usage: 'fan (--email <e-mail> | --id <id>)',
    summary:
      'A fan for support: ledger, purchases, memberships, failed renewals, saved card (brand and last 4) and Stripe ids.',
    document: FANS,
    args: [
      { name: 'email', type: 'string', help: 'e-mail' },
      { name: 'id', type: 'int', help: 'fan id' },
    ],
  }),
  withInput({
    name: 'grant-points',
    usage: 'grant-points --fan <id> --type <id> --amount <points> --reason <text> [--key <key>]',
    summary: 'Free points for a fan, with a reason shown in their history; the same --key grants once.',
    document: GRANT_POINTS,
    input: [
      { name: 'fan', field: 'fanId', type: 'int', required: true, help: 'fan id' },
      POINT_TYPE,
      { name: 'amount', type: 'int', required: true, help: 'points' },
      { name: 'reason', type: 'string', required: true, help: "shown in the fan's history" },
      {
        name: 'key',
        field: 'idempotencyKey',
        type: 'string',
        help: 'idempotency key, e.g. the support ticket (8+ characters)',
      },
    ],
  }),
  withArgs({
    name: 'refund',
    usage: 'refund --purchase <id> --reason <text>',
    summary:
      'Refunds an unspent card point purchase in Stripe and takes its points back; refused when spent.',
    document: REFUND,
    args: [
      { name: 'purchase', field: 'p', type: 'string', required: true, help: 'point purchase id (see `fan`)' },
      { name: 'reason', field: 'r', type: 'string', required: true, help: 'kept in the audit log' },
    ],
  }),
];
