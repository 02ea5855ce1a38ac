// The console's Apollo Client: the operator's ID token and the chosen project on every request to
// /ops/graphql (the API checks the operator claim for that project each time).
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PROJECT_HEADER } from '@fan/shared';
import { getAuthSnapshot } from './auth-store';
import { env } from './env';
import { loadFirebase } from './load-firebase';

let client: ApolloClient | undefined;

export function getApolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([
      new SetContextLink(async (prev) => {
        const token = await (await loadFirebase()).getIdToken();
        const project = getAuthSnapshot().project;
        return {
          headers: {
            ...prev.headers,
            ...(project ? { [PROJECT_HEADER]: project } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
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
