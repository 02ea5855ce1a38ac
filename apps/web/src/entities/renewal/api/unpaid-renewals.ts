import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  RenewalPaymentSecretsQuery,
  RenewalPaymentSecretsQueryVariables,
  UnpaidRenewalsQuery,
  UnpaidRenewalsQueryVariables,
} from '../../../graphql/generated/operations';

/** What a renewal notice shows (decision 032). */
export const UNPAID_RENEWAL_FIELDS = gql`
  fragment UnpaidRenewalFields on UnpaidRenewal {
    method
    amount
    continuesUntil
    requiresAction
    voucherUrl
    membership {
      id
      contributorId
      name
      currentTier {
        id
        title
      }
    }
  }
`;

/** The fan's renewals not paid yet, soonest deadline first (home and the card page). */
export const UNPAID_RENEWALS: TypedDocumentNode<UnpaidRenewalsQuery, UnpaidRenewalsQueryVariables> = gql`
  query UnpaidRenewals {
    unpaidRenewals {
      ...UnpaidRenewalFields
    }
  }
  ${UNPAID_RENEWAL_FIELDS}
`;

/** Asked only when the fan confirms: the PaymentIntent secrets of renewals waiting for 3-D Secure. */
export const RENEWAL_PAYMENT_SECRETS: TypedDocumentNode<
  RenewalPaymentSecretsQuery,
  RenewalPaymentSecretsQueryVariables
> = gql`
  query RenewalPaymentSecrets {
    unpaidRenewals {
      invoiceId
      method
      requiresAction
      paymentClientSecret
    }
  }
`;
