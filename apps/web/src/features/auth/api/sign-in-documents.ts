import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  CreateCustomerMutation,
  CreateCustomerMutationVariables,
  SignInV2Mutation,
  SignInV2MutationVariables,
} from '../../../graphql/generated/operations';

export const SIGN_IN_V2: TypedDocumentNode<SignInV2Mutation, SignInV2MutationVariables> = gql`
  mutation SignInV2($input: SignInV2Input!) {
    signInV2(input: $input) {
      termsApproved
      listenerProfile {
        id
        databaseId
        name
        email
      }
    }
  }
`;

export const CREATE_CUSTOMER: TypedDocumentNode<CreateCustomerMutation, CreateCustomerMutationVariables> =
  gql`
    mutation CreateCustomer {
      createCustomer {
        created
      }
    }
  `;
