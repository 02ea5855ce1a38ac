import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useToast } from '../components/ui/toast-context';
import { failureMessage, routedCodeOf } from './graphql-errors';

/**
 * Spec section 8: a failed query on a data screen shows the generic toast and goes home ("too many
 * requests" when it was RATE_LIMITED, decision 029).
 * Maintenance / terms / unauthenticated errors are left to the Apollo error link.
 */
export function useQueryErrorRedirect(error: unknown) {
  const toast = useToast();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!error || routedCodeOf(error)) return;
    toast.error(failureMessage(error));
    if (pathname !== '/home') navigate('/home', { replace: true });
    // Only a new error should trigger this, not a route change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);
}
