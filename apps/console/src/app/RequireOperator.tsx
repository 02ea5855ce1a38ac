import { ApolloProvider, useQuery } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router';
import { Loading } from '../components/Loading';
import { Refused } from '../components/Refused';
import { getApolloClient } from '../lib/apollo';
import { useAuthState } from '../lib/auth-store';
import { isRefusal } from '../lib/errors';
import { useOpsSession } from '../lib/ops-session';
import { SecondFactorStep } from '../features/sign-in/SecondFactorStep';
import { OPERATOR_ME } from './operator-me';
import { Shell } from './Shell';

/**
 * Every screen but sign-in: signed out goes to sign-in (and comes back after); a user whose token
 * names no operator project is refused before any request; an operator without a live session gives
 * their authenticator's code first (and comes back to the same screen); one the API refuses (a role
 * revoked since the token was issued) sees that refusal instead of the screens.
 */
export function RequireOperator() {
  const auth = useAuthState();
  const session = useOpsSession();
  const location = useLocation();
  if (auth.status === 'loading') return <Loading label="サインイン状態を確認しています…" />;
  if (auth.status === 'signedOut') {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return (
    <ApolloProvider client={getApolloClient()}>
      {auth.projects.length === 0 ? (
        <Shell>
          <Refused email={auth.email} />
        </Shell>
      ) : !session ? (
        <SecondFactorStep email={auth.email} />
      ) : (
        <CheckedShell />
      )}
    </ApolloProvider>
  );
}

function CheckedShell() {
  const { error, data } = useQuery(OPERATOR_ME, { fetchPolicy: 'network-only' });
  if (error && isRefusal(error))
    return (
      <Shell>
        <Refused error={error} email={data?.me.email} />
      </Shell>
    );
  return <Shell />;
}
