import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  PlanChangePreviewQuery,
  PlanChangePreviewQueryVariables,
} from '../../../graphql/generated/operations';

export type PlanChangePreviewData = PlanChangePreviewQuery['planChangePreview'];

/** What an upgrade or downgrade charges now, to which card, and from when the new price renews. */
export const PLAN_CHANGE_PREVIEW: TypedDocumentNode<PlanChangePreviewQuery, PlanChangePreviewQueryVariables> =
  gql`
    query PlanChangePreview($prices: [String!]!, $paymentType: PaymentType!) {
      planChangePreview(prices: $prices, paymentType: $paymentType) {
        paymentType
        amountDue
        addedToNextInvoice
        nextBillingDate
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
