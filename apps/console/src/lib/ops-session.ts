// The operator session the second factor started (decision 041): its token goes with every request
// (lib/apollo.ts). Kept for the tab's life only, like the Firebase session (lib/firebase.ts): in
// sessionStorage, so a reload keeps it and a closed tab forgets it; storage blocked, in memory.
import { externalStore } from '@fan/web-kit/external-store';
import { readStored, writeStored } from '@fan/web-kit/safe-storage';

const KEY = 'console.ops_session';

const store = externalStore<{ token: string | null }>({ token: null }, (emit) =>
  emit({ token: readStored('sessionStorage', KEY) }),
);

export const getOpsSession = () => (store.start(), store.get().token);
export const useOpsSession = () => store.use().token;

export function setOpsSession(token: string) {
  writeStored('sessionStorage', KEY, token);
  store.emit({ token });
}

/** Forgotten here (sign-out, or the API said it is over): the next screen asks for a code again. */
export function clearOpsSession() {
  writeStored('sessionStorage', KEY, null);
  store.emit({ token: null });
}
