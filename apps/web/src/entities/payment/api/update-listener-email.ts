import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import type {
  UpdateListenerEmailMutation,
  UpdateListenerEmailMutationVariables,
} from '../../../graphql/generated/operations';

const UPDATE_LISTENER_EMAIL: TypedDocumentNode<
  UpdateListenerEmailMutation,
  UpdateListenerEmailMutationVariables
> = gql`
  mutation UpdateListenerEmail($email: String!) {
    updateListenerProfile(input: { email: $email }) {
      id
      email
    }
  }
`;

/** Spec section 4: a konbini voucher is e-mailed to the profile's address, saved before paying. */
export function updateListenerEmail(client: ApolloClient, email: string) {
  return client.mutate({ mutation: UPDATE_LISTENER_EMAIL, variables: { email } });
}
