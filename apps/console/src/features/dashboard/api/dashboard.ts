import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ConsoleDashboardQuery,
  ConsoleDashboardQueryVariables,
} from '../../../graphql/generated/operations';

/** The business from one JST day to another, per day or per month, in one request (summed in SQL). */
export const CONSOLE_DASHBOARD: TypedDocumentNode<ConsoleDashboardQuery, ConsoleDashboardQueryVariables> =
  gql`
    query ConsoleDashboard($from: String!, $to: String!, $by: DashboardPeriod!) {
      dashboard(from: $from, to: $to) {
        from
        to
        revenue(by: $by) {
          date
          totalYen
          cardYen
          konbiniYen
          pointsYen
          membershipsYen
          refundedYen
        }
        memberships(by: $by) {
          date
          started
          ended
        }
        membershipTiers {
          creatorId
          creator
          tierId
          tier
          tierRank
          started
          ended
        }
        points(by: $by) {
          date
          pointTypeId
          name
          unit
          sold
          spent
          granted
          refunded
        }
        failedPayments(by: $by) {
          date
          pointPurchasesCard
          pointPurchasesKonbini
          renewalsCard
          renewalsKonbini
          yen
        }
        reconciliation {
          openPointPurchases
          oldestOpenPointPurchase
          openRenewals
          pendingRegistrations
          stuckMail
          oldestStuckMail
          lastPass {
            outcome
            finishedAt
          }
          lastReport {
            outcome
            finishedAt
          }
        }
      }
    }
  `;
