import { beforeEach, describe, expect, it, vi } from 'vitest';

const initializeAuth = vi.fn((_app: unknown, _deps: unknown) => ({ authStateReady: async () => undefined }));
vi.mock('firebase/app', () => ({ initializeApp: vi.fn(() => ({})) }));
vi.mock('firebase/auth', () => ({
  browserLocalPersistence: 'local',
  browserSessionPersistence: 'session',
  indexedDBLocalPersistence: 'indexedDB',
  connectAuthEmulator: vi.fn(),
  initializeAuth,
}));

const config = { apiKey: 'k', authDomain: 'd', projectId: 'p', authEmulatorUrl: '' };

describe('firebaseAuth persistence', () => {
  beforeEach(() => initializeAuth.mockClear());

  it('keeps a tab-only session in sessionStorage, never IndexedDB or localStorage', async () => {
    const { firebaseAuth } = await import('../src/firebase-auth');
    firebaseAuth(config, 'console', { persistence: 'tab' }).getFirebaseAuth();
    expect(initializeAuth.mock.calls[0]![1]).toEqual({ persistence: 'session' });
  });

  it("keeps the fan app's session on the device", async () => {
    const { firebaseAuth } = await import('../src/firebase-auth');
    firebaseAuth(config).getFirebaseAuth();
    expect(initializeAuth.mock.calls[0]![1]).toEqual({ persistence: ['indexedDB', 'local'] });
  });
});
