// Production only: the provider's own sign-in window. Its own chunk, so the popup resolver is not
// downloaded with the rest of Firebase.
import {
  browserPopupRedirectResolver,
  GoogleAuthProvider,
  linkWithPopup,
  OAuthProvider,
  signInWithPopup,
  type Auth,
  type User,
  type UserCredential,
} from 'firebase/auth';
import { firebaseErrorCode } from '../model/auth-error-message';
import type { SocialProviderId } from '../model/social-provider';

function providerFor(providerId: SocialProviderId) {
  if (providerId === 'google.com') return new GoogleAuthProvider();
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.setCustomParameters({ locale: 'ja' }); // Apple's sign-in page in Japanese (spec section 7)
  return apple;
}

// Closing the window is a choice, not an error.
const CANCELLED = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

async function orCancelled(run: () => Promise<UserCredential>): Promise<UserCredential | null> {
  try {
    return await run();
  } catch (error) {
    if (CANCELLED.has(firebaseErrorCode(error) ?? '')) return null;
    throw error;
  }
}

export const popupSignIn = (auth: Auth, providerId: SocialProviderId) =>
  orCancelled(() => signInWithPopup(auth, providerFor(providerId), browserPopupRedirectResolver));

export const popupLink = (user: User, providerId: SocialProviderId) =>
  orCancelled(() => linkWithPopup(user, providerFor(providerId), browserPopupRedirectResolver));
