// The console's Apollo Client: the operator's ID token, their second factor's session and the chosen
// project on every request to /ops/graphql (the API checks the operator claim for that project and
// the session each time).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { OPS_SESSION_HEADER, OPS_SESSION_REQUIRED, PROJECT_HEADER } from '@fan/shared';
import { getAuthSnapshot } from './auth-store';
import { clearOpsSession, getOpsSession } from './ops-session';
import { env } from './env';
import { loadFirebase } from './load-firebase';

let client: ApolloClient | undefined;

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([
      // The session is over (idle, too old, ended elsewhere): forget it, and the console asks for a code.
      new ErrorLink(({ error }) => {
        if (
          CombinedGraphQLErrors.is(error) &&
          error.errors.some((e) => e.extensions?.reason === OPS_SESSION_REQUIRED)
        )
          clearOpsSession();
      }),
      new SetContextLink(async (prev) => {
        const token = await (await loadFirebase()).getIdToken();
        const project = getAuthSnapshot().project;
        const session = getOpsSession();
        return {
          headers: {
            ...prev.headers,
            ...(project ? { [PROJECT_HEADER]: project } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(session ? { [OPS_SESSION_HEADER]: session } : {}),
          },
        };
      }),
      new HttpLink({ uri: env.graphqlPath }),
    ]),
    cache: new InMemoryCache({
      // Operators' types carry ids per table, not globally unique ids with a typename scheme the
      // cache knows; keyed by typename + id as Apollo does by default.
    }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
  return client;
}
