// Dynamic import of the Firebase module, shared so every caller gets the same chunk.
export const loadFirebase = () => import('./firebase');
