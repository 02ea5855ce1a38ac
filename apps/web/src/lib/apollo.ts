// Apollo Client factory: auth + tenant headers, app-wide reactions to error codes.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { relayStylePagination } from '@apollo/client/utilities';
import { PROJECT_HEADER } from '@fan/shared';
import { env } from './env';
import { routedCodeOf, type RoutedErrorCode } from './graphql-errors';

export interface ApolloHooks {
  /** Fetched per request so Firebase can refresh an expiring token. */
  getToken: () => Promise<string | null>;
  /** Called for maintenance / terms / unauthenticated errors (navigation lives in the app). */
  onRoutedError: (code: RoutedErrorCode) => void;
}

export function createApolloClient(hooks: ApolloHooks) {
  const authLink = new SetContextLink(async (prev) => {
    const token = await hooks.getToken();
    return {
      headers: {
        ...prev.headers,
        [PROJECT_HEADER]: env.projectId,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
  });
  const errorLink = new ErrorLink(({ error }) => {
    const code = routedCodeOf(error);
    if (code) hooks.onRoutedError(code);
  });
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri: env.graphqlPath })]),
    cache: createCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}

// Paged lists (fetchMore with `after`) are appended by cursor to one list per key: the point
// history per tier type, the payment history, the member cards, and the registered and unregistered memberships.
// A first page asked again (no `after`) replaces the list, so a revisit starts fresh.
export function createCache() {
  return new InMemoryCache({
    typePolicies: {
      Query: {
        fields: {
          transactionsConnection: relayStylePagination(['tierTypeId']),
          // Home's order (PAID_FIRST) and the cards screen's (newest first) are separate lists.
          subscriptionMembershipsConnection: relayStylePagination(['order']),
          subscribedVTubersConnection: relayStylePagination(['publicAccount']),
          membershipCandidatesConnection: relayStylePagination(),
          paymentsConnection: relayStylePagination(),
        },
      },
    },
  });
}
