// The operator's session as a tiny external store: who is signed in, which projects their token's
// claim names, and the project the console works in (sent as the project header, lib/apollo.ts).
import { externalStore } from '@fan/web-kit/external-store';
import { readStored, writeStored } from '@fan/web-kit/safe-storage';
import { loadFirebase } from './load-firebase';
import { operatorProjects, pickProject } from './operator-projects';

export interface AuthSnapshot {
  status: 'loading' | 'signedIn' | 'signedOut';
  email: string | null;
  /** Projects the token's claim makes this user an operator of (empty: a fan, refused). */
  projects: string[];
  project: string | null;
}

/** The chosen project, for this tab; storage blocked: the choice lasts until the page reloads. */
const PROJECT_KEY = 'console.project';

/** Follows the ID token (sign-in, sign-out, refresh), so a claim granted later shows after a refresh. */
const store = externalStore<AuthSnapshot>(
  { status: 'loading', email: null, projects: [], project: null },
  (emit) => {
    void loadFirebase().then(({ getFirebaseAuth, onIdTokenChanged }) => {
      onIdTokenChanged(getFirebaseAuth(), (user) => {
        if (!user) return emit({ status: 'signedOut', email: null, projects: [], project: null });
        void user.getIdTokenResult().then((token) => {
          const projects = operatorProjects(token.claims);
          emit({
            status: 'signedIn',
            email: user.email,
            projects,
            project: pickProject(projects, readStored('sessionStorage', PROJECT_KEY)),
          });
        });
      });
    });
  },
);

export const startAuth = store.start;
export const getAuthSnapshot = store.get;
export const useAuthState = store.use;

export function chooseProject(project: string) {
  if (!getAuthSnapshot().projects.includes(project)) return;
  writeStored('sessionStorage', PROJECT_KEY, project);
  store.emit({ project });
}

/** Asks Firebase for a new token now (after the role was granted while signed in). */
export async function refreshClaims() {
  const { getFirebaseAuth } = await loadFirebase();
  await getFirebaseAuth().currentUser?.getIdToken(true);
}
