import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { Loading } from '../components/ui/Loading';
import { useAuthState } from '../lib/auth-store';
import { decideAccess, type RouteAccess } from './guard';

/** Layout route that renders its children only when decideAccess allows it. */
export function AccessGuard({ access }: { access: RouteAccess }) {
  const auth = useAuthState();
  // Once an auth flow ran under this guard, the flow owns navigation until the guard unmounts:
  // the router commits the next screen in a transition, which may land after the flow ended.
  const flowSeen = useRef(false);
  if (auth.authFlow) flowSeen.current = true;
  const decision = decideAccess(access, {
    status: auth.status,
    wasSignedIn: auth.wasSignedIn,
    authFlow: flowSeen.current,
  });
  if (decision.kind === 'wait') return <Loading fullScreen />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
