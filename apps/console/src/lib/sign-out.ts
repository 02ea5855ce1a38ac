import { gql, type TypedDocumentNode } from '@apollo/client';
import type {
  EndOperatorSessionMutation,
  EndOperatorSessionMutationVariables,
} from '../graphql/generated/operations';
import { getApolloClient } from './apollo';
import { loadFirebase } from './load-firebase';
import { clearOpsSession, getOpsSession } from './ops-session';

const END_SESSION: TypedDocumentNode<EndOperatorSessionMutation, EndOperatorSessionMutationVariables> = gql`
  mutation EndOperatorSession {
    endOperatorSession
  }
`;

/**
 * Ends the operator's session on the server (so its token is worthless wherever a copy is), then
 * the Firebase sign-in, and forgets every answer the console holds. A session the server already
 * ended (idle, too old) or an unreachable server does not keep the operator signed in here.
 */
export async function signOutOfConsole() {
  if (getOpsSession())
    await getApolloClient()
      .mutate({ mutation: END_SESSION })
      .catch(() => undefined);
  clearOpsSession();
  const { getFirebaseAuth, signOut } = await loadFirebase();
  await signOut(getFirebaseAuth());
  await getApolloClient().clearStore();
}
