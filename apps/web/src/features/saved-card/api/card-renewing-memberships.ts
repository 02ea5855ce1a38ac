import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CardRenewingMembershipsQuery,
  CardRenewingMembershipsQueryVariables,
} from '../../../graphql/generated/operations';

/**
 * The creators whose card membership renews on the saved card. The API refuses to delete the card
 * while any does (decision 027); knowing them first, the delete dialog says so instead of offering
 * a confirm that would be refused.
 */
export const CARD_RENEWING_MEMBERSHIPS: TypedDocumentNode<
  CardRenewingMembershipsQuery,
  CardRenewingMembershipsQueryVariables
> = gql`
  query CardRenewingMemberships {
    paymentMethod {
      id
      renewingMemberships
    }
  }
`;
