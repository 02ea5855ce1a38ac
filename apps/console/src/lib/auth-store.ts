// The operator's session as a tiny external store: who is signed in, which projects their token's
// claim names, and the project the console works in (sent as the project header, lib/apollo.ts).
import { useSyncExternalStore } from 'react';
import { loadFirebase } from './load-firebase';
import { operatorProjects, pickProject } from './operator-projects';

export interface AuthSnapshot {
  status: 'loading' | 'signedIn' | 'signedOut';
  email: string | null;
  /** Projects the token's claim makes this user an operator of (empty: a fan, refused). */
  projects: string[];
  project: string | null;
}

const PROJECT_KEY = 'console.project';

function storedProject(): string | null {
  try {
    return sessionStorage.getItem(PROJECT_KEY);
  } catch {
    return null;
  }
}

let snapshot: AuthSnapshot = { status: 'loading', email: null, projects: [], project: null };
const listeners = new Set<() => void>();
let started = false;

function emit(next: Partial<AuthSnapshot>) {
  snapshot = { ...snapshot, ...next };
  listeners.forEach((listener) => listener());
}

/** Follows the ID token (sign-in, sign-out, refresh), so a claim granted later shows after a refresh. */
export function startAuth() {
  if (started) return;
  started = true;
  void loadFirebase().then(({ getFirebaseAuth, onIdTokenChanged }) => {
    onIdTokenChanged(getFirebaseAuth(), (user) => {
      if (!user) return emit({ status: 'signedOut', email: null, projects: [], project: null });
      void user.getIdTokenResult().then((token) => {
        const projects = operatorProjects(token.claims);
        emit({
          status: 'signedIn',
          email: user.email,
          projects,
          project: pickProject(projects, storedProject()),
        });
      });
    });
  });
}

export function chooseProject(project: string) {
  if (!snapshot.projects.includes(project)) return;
  try {
    sessionStorage.setItem(PROJECT_KEY, project);
  } catch {
    // storage blocked: the choice lasts until the page reloads
  }
  emit({ project });
}

/** Asks Firebase for a new token now (after the role was granted while signed in). */
export async function refreshClaims() {
  const { getFirebaseAuth } = await loadFirebase();
  await getFirebaseAuth().currentUser?.getIdToken(true);
}

export function subscribeAuth(listener: () => void): () => void {
  startAuth();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot;
}

export function useAuthState(): AuthSnapshot {
  return useSyncExternalStore(subscribeAuth, getAuthSnapshot);
}
