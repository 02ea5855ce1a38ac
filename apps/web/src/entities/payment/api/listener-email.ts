import { gql, type TypedDocumentNode } from '@apollo/client';
import type { ListenerEmailQuery, ListenerEmailQueryVariables } from '../../../graphql/generated/operations';

/** The profile e-mail that prefills a konbini payment's voucher address. */
export const LISTENER_EMAIL: TypedDocumentNode<ListenerEmailQuery, ListenerEmailQueryVariables> = gql`
  query ListenerEmail {
    listenerProfile {
      id
      email
    }
  }
`;
