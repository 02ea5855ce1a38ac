// Google and Apple: the popup in production, the local chooser when connected to the Auth Emulator
// (docs/decisions/005-google-apple-sign-in.md). Everything after the UserCredential is shared.
import type { User, UserCredential } from 'firebase/auth';
import { env } from '../../../lib/env';
import { loadFirebase } from '../../../lib/load-firebase';
import type { SocialProviderId } from '../model/social-provider';

/** Asks which fake provider account to use and returns its id token; null when cancelled. */
export type PickDevIdToken = (providerId: SocialProviderId) => Promise<string | null>;

/** Offline development and tests: the popup cannot reach Google or Apple. */
export const usesDevChooser = (): boolean => __EMULATOR_BUILD__ && env.firebase.authEmulatorUrl !== '';

const loadPopup = () => import('./provider-popup');

/** Loads the popup code ahead of the click, so the popup opens within the user's gesture. */
export function preloadProviderPopup() {
  if (!usesDevChooser()) void loadPopup();
}

async function devCredential(providerId: SocialProviderId, pick: PickDevIdToken) {
  const idToken = await pick(providerId);
  if (!idToken) return null;
  const { GoogleAuthProvider, OAuthProvider } = await loadFirebase();
  return providerId === 'google.com'
    ? GoogleAuthProvider.credential(idToken)
    : new OAuthProvider('apple.com').credential({ idToken });
}

/** Signs in (or up) with the provider; null when the user closed the popup or the chooser. */
export async function signInWithProvider(
  providerId: SocialProviderId,
  pick: PickDevIdToken,
): Promise<UserCredential | null> {
  const firebase = await loadFirebase();
  const auth = firebase.getFirebaseAuth();
  if (!usesDevChooser()) return (await loadPopup()).popupSignIn(auth, providerId);
  const credential = await devCredential(providerId, pick);
  return credential ? firebase.signInWithCredential(auth, credential) : null;
}

/** Links the provider to the signed-in user; null when cancelled. */
export async function linkProvider(
  user: User,
  providerId: SocialProviderId,
  pick: PickDevIdToken,
): Promise<UserCredential | null> {
  if (!usesDevChooser()) return (await loadPopup()).popupLink(user, providerId);
  const credential = await devCredential(providerId, pick);
  return credential ? (await loadFirebase()).linkWithCredential(user, credential) : null;
}
