// The app's single Apollo Client: routes maintenance / terms / unauthenticated errors.
import type { ApolloClient } from '@apollo/client';
import { ErrorCode } from '@fan/shared';
import { createApolloClient } from './apollo';
import { loadFirebase } from './load-firebase';
import type { RoutedErrorCode } from './graphql-errors';
import { navigateTo } from './navigation';

let client: ApolloClient | undefined;

async function signOutAndGoToSignIn() {
  const { getFirebaseAuth, signOut } = await loadFirebase();
  await signOut(getFirebaseAuth());
  await client?.clearStore();
  navigateTo('/sign_in');
}

function onRoutedError(code: RoutedErrorCode) {
  if (code === ErrorCode.MaintenanceInProgress) navigateTo('/maintenance');
  else if (code === ErrorCode.TermsAndConditionsUnapproved) navigateTo('/terms_and_conditions');
  else void signOutAndGoToSignIn();
}

export function getApolloClient(): ApolloClient {
  client ??= createApolloClient({
    getToken: async () => (await loadFirebase()).getIdToken(),
    onRoutedError,
  });
  return client;
}
