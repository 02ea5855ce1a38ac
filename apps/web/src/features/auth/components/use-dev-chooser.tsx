import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { PickDevIdToken } from '../api/provider-auth';
import type { SocialProviderId } from '../model/social-provider';

// Loaded only when a pick is requested, which happens only against the Auth Emulator; a production
// build has no chooser chunk at all.
const DevAccountChooser = __EMULATOR_BUILD__ ? lazy(() => import('../dev/DevAccountChooser')) : () => null;

interface Request {
  providerId: SocialProviderId;
  resolve: (idToken: string | null) => void;
}

/** `pick` opens the development account chooser; render `chooser` somewhere on the page. */
export function useDevChooser(): { pick: PickDevIdToken; chooser: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null);
  const pick = useCallback<PickDevIdToken>(
    (providerId) => new Promise((resolve) => setRequest({ providerId, resolve })),
    [],
  );
  const done = (idToken: string | null) => {
    request?.resolve(idToken);
    setRequest(null);
  };
  const chooser = request ? (
    <Suspense fallback={null}>
      <DevAccountChooser providerId={request.providerId} onDone={done} />
    </Suspense>
  ) : null;
  return { pick, chooser };
}
