import { env } from '../../../lib/env';
import { loadApolloClient } from '../../../lib/load-apollo-client';
import { CREATE_CUSTOMER, SIGN_IN_V2 } from './sign-in-documents';

/**
 * Tells the API about a fresh sign-in (any provider), then makes sure the payment customer
 * exists. Returns whether the latest terms are approved. Throws Apollo errors as they come.
 * The client loads here, not with the screen: the sign-in screens render without Apollo.
 */
export async function recordSignIn(provider: string, email: string): Promise<boolean> {
  const client = await loadApolloClient();
  const { data } = await client.mutate({
    mutation: SIGN_IN_V2,
    variables: { input: { provider, email, platform: 'web', projectId: env.projectId } },
  });
  await client.mutate({ mutation: CREATE_CUSTOMER });
  return data?.signInV2.termsApproved ?? false;
}
