import { getApolloClient } from './apollo';
import { loadFirebase } from './load-firebase';

/** Ends the operator's session and forgets every answer the console holds. */
export async function signOutOfConsole() {
  const { getFirebaseAuth, signOut } = await loadFirebase();
  await signOut(getFirebaseAuth());
  await getApolloClient().clearStore();
}
