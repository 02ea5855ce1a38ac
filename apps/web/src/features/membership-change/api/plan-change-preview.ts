import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PlanChangePreviewQuery,
  PlanChangePreviewQueryVariables,
} from '../../../graphql/generated/operations';

export type PlanChangePreviewData = PlanChangePreviewQuery['planChangePreview'];

/** What an upgrade or downgrade charges now, to which payment method, and from when the new tier and price apply. */
export const PLAN_CHANGE_PREVIEW: TypedDocumentNode<PlanChangePreviewQuery, PlanChangePreviewQueryVariables> =
  gql`
    query PlanChangePreview($prices: [String!]!, $paymentType: PaymentType!) {
      planChangePreview(prices: $prices, paymentType: $paymentType) {
        paymentType
        amountDue
        addedToNextInvoice
        nextBillingDate
        changesAt
        konbiniDueDays
        nextAmount
        intervalMonths
        prorationDate
        paymentMethod
        card {
          id
          brand
          last4
        }
      }
    }
  `;
