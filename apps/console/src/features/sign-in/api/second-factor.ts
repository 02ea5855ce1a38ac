import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  ActivateSecondFactorMutation,
  ActivateSecondFactorMutationVariables,
  BeginEnrollmentMutation,
  BeginEnrollmentMutationVariables,
  SecondFactorStatusQuery,
  SecondFactorStatusQueryVariables,
  StartOperatorSessionMutation,
  StartOperatorSessionMutationVariables,
} from '../../../graphql/generated/operations';

// Between the password and the console (decision 041): the only calls the API answers without a session.

export const SECOND_FACTOR_STATUS: TypedDocumentNode<
  SecondFactorStatusQuery,
  SecondFactorStatusQueryVariables
> = gql`
  query SecondFactorStatus {
    operatorSecondFactor {
      active
    }
  }
`;

export const BEGIN_ENROLLMENT: TypedDocumentNode<BeginEnrollmentMutation, BeginEnrollmentMutationVariables> =
  gql`
    mutation BeginEnrollment($enrollmentCode: String!) {
      beginSecondFactorEnrollment(enrollmentCode: $enrollmentCode) {
        secret
        uri
        expiresAt
      }
    }
  `;

export const ACTIVATE_SECOND_FACTOR: TypedDocumentNode<
  ActivateSecondFactorMutation,
  ActivateSecondFactorMutationVariables
> = gql`
  mutation ActivateSecondFactor($code: String!) {
    session: activateSecondFactor(code: $code) {
      token
    }
  }
`;

export const START_OPERATOR_SESSION: TypedDocumentNode<
  StartOperatorSessionMutation,
  StartOperatorSessionMutationVariables
> = gql`
  mutation StartOperatorSession($code: String!) {
    session: startOperatorSession(code: $code) {
      token
    }
  }
`;
