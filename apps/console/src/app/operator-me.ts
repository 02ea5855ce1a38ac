import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OperatorMeQuery, OperatorMeQueryVariables } from '../graphql/generated/operations';

/** Who the API says the operator is: refused here when the role is gone though the token still names it. */
export const OPERATOR_ME: TypedDocumentNode<OperatorMeQuery, OperatorMeQueryVariables> = gql`
  query OperatorMe {
    me {
      uid
      email
      projectId
    }
  }
`;
