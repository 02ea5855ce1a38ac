import { gql, type TypedDocumentNode } from '@apollo/client';
import type { PaymentMethodQuery, PaymentMethodQueryVariables } from '../../../graphql/generated/operations';

export type SavedCard = NonNullable<PaymentMethodQuery['paymentMethod']>;

// The cache keeps the card by its id; which card is saved is the root query field, written after a
// save or a delete (features/saved-card/api). Card details and every payment screen read it.
export const PAYMENT_METHOD: TypedDocumentNode<PaymentMethodQuery, PaymentMethodQueryVariables> = gql`
  query PaymentMethod {
    paymentMethod {
      id
      paymentMethodId
      brand
      last4
      exp
      name
    }
  }
`;
