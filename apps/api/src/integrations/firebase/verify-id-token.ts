import { type App, initializeApp, deleteApp } from 'firebase-admin/app';
import { getAuth, type DecodedIdToken, type UserRecord } from 'firebase-admin/auth';
import type { Config } from '../../config/config';

export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** Firebase's sign_in_provider of this token: password, google.com, apple.com ... */
  signInProvider: string;
  /** Operator roles from the `ops` custom claim: project id -> role (src/ops/access/operator-claims.ts). */
  operatorRoles: Record<string, string>;
}

/** An account as the identity service stores it now (not as a token remembers it). */
export interface StoredAccount {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  disabled: boolean;
  /** Operator roles from the stored `ops` custom claim. */
  operatorRoles: Record<string, string>;
  /** Tokens issued (signed in) before this instant are revoked (ms since the epoch; 0 when never). */
  tokensValidAfter: number;
  createdAt: string;
  /** Sign-in providers linked to the account: password, google.com, apple.com ... */
  providers: string[];
}

export interface IdentityVerifier {
  /**
   * Signature and expiry checked locally (no round trip); revocation (disabled, deleted, signed out
   * everywhere) through a per-instance cache at most ID_TOKEN_REVOCATION_CACHE_SECONDS old.
   */
  verify(idToken: string): Promise<VerifiedIdentity | null>;
  /** Signature, expiry and revocation checked now (one round trip): before every mutation. */
  verifyFresh(idToken: string): Promise<VerifiedIdentity | null>;
  /**
   * Signature and expiry only, no round trip: what the token claims, with the second its session
   * signed in (auth_time). For a first refusal before asking the identity service anything.
   */
  verifyLocal(idToken: string): Promise<(VerifiedIdentity & { authTime: number }) | null>;
  /** The account as stored now (one round trip); null when there is none. */
  storedAccount(uid: string): Promise<StoredAccount | null>;
  close(): Promise<void>;
  /** The admin Auth client, for the seed and account sync. */
  readonly auth: ReturnType<typeof getAuth>;
}

// Enough for every session one instance serves in a cache period; the oldest entries go first.
const MAX_CACHED_SESSIONS = 50_000;

export function createIdentityVerifier(config: Config, clock: () => number = Date.now): IdentityVerifier {
  // firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from the process environment itself.
  if (config.FIREBASE_AUTH_EMULATOR_HOST)
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.FIREBASE_AUTH_EMULATOR_HOST;
  const app: App = initializeApp(
    { projectId: config.FIREBASE_PROJECT_ID },
    `api-${Math.random().toString(36).slice(2)}`,
  );
  const auth = getAuth(app);
  const ttl = config.ID_TOKEN_REVOCATION_CACHE_SECONDS * 1000;
  // In emulator mode firebase-admin asks the emulator about every token, even without
  // checkRevoked (its tokens are unsigned). Its own JWT verifier makes the same local checks
  // (issuer, audience, expiry; signature in production), so development and tests behave like
  // production: one round trip per session and cache period, not per request.
  const jwt = (auth as unknown as { idTokenVerifier?: JwtVerifier }).idTokenVerifier;
  const verifyJwt = (idToken: string): Promise<DecodedIdToken> =>
    config.FIREBASE_AUTH_EMULATOR_HOST && jwt
      ? jwt.verifyJWT(idToken, true).then((d) => ({ ...d, uid: d.sub }))
      : auth.verifyIdToken(idToken, false);
  // A token's signature, issuer and audience never change, so a token checked once is remembered
  // until it expires (a client sends the same token for up to an hour): each later request only
  // compares the expiry with the clock, as the verifier itself would.
  const decodedTokens = new Map<string, DecodedIdToken>();
  const verifyLocally = async (idToken: string): Promise<DecodedIdToken> => {
    const known = decodedTokens.get(idToken);
    if (known && clock() < known.exp * 1000) return known;
    decodedTokens.delete(idToken);
    const decoded = await verifyJwt(idToken);
    decodedTokens.set(idToken, decoded);
    if (decodedTokens.size > MAX_CACHED_SESSIONS) decodedTokens.delete(decodedTokens.keys().next().value!);
    return decoded;
  };
  // Per session (uid and the sign-in time every token of that session carries): when its
  // revocation was last checked, and the answer (a check in flight is shared by its waiters).
  const checks = new Map<string, { at: number; until: number; ok: Promise<boolean> }>();
  const sessionOf = (d: DecodedIdToken) => `${d.uid}:${d.auth_time}`;

  function remember(session: string, ok: Promise<boolean>) {
    checks.delete(session);
    const at = clock();
    checks.set(session, { at, until: at + ttl, ok });
    if (checks.size > MAX_CACHED_SESSIONS) checks.delete(checks.keys().next().value!);
  }

  async function checkNow(idToken: string, session: string): Promise<VerifiedIdentity | null> {
    // A throw before the call's promise (an app already deleted at shutdown) is a refusal too.
    const check = Promise.resolve()
      .then(() => auth.verifyIdToken(idToken, true))
      .then(
        (d) => identityOf(d),
        () => null,
      );
    remember(
      session,
      check.then((v) => v !== null),
    );
    const verified = await check;
    // A refusal is not remembered: the next request asks again (the session may be re-enabled).
    if (!verified) checks.delete(session);
    return verified;
  }

  return {
    auth,
    async verify(idToken) {
      let decoded: DecodedIdToken;
      try {
        decoded = await verifyLocally(idToken);
      } catch {
        return null;
      }
      const session = sessionOf(decoded);
      const cached = checks.get(session);
      const now = clock();
      // Trusted while the clock is within [checked, checked + ttl): a clock set back checks again.
      if (cached && cached.at <= now && now < cached.until)
        return (await cached.ok) ? identityOf(decoded) : null;
      return checkNow(idToken, session);
    },
    async verifyFresh(idToken) {
      try {
        return await checkNow(idToken, sessionOf(await verifyLocally(idToken)));
      } catch {
        return null;
      }
    },
    async verifyLocal(idToken) {
      try {
        const decoded = await verifyLocally(idToken);
        return { ...identityOf(decoded), authTime: decoded.auth_time };
      } catch {
        return null;
      }
    },
    async storedAccount(uid) {
      const user = await auth.getUser(uid).catch((error: { code?: string }) => {
        if (error.code === 'auth/user-not-found') return null;
        throw error;
      });
      return user && storedAccountOf(user);
    },
    close: () => deleteApp(app),
  };
}

export function storedAccountOf(user: UserRecord): StoredAccount {
  return {
    uid: user.uid,
    email: user.email ?? null,
    emailVerified: user.emailVerified,
    disabled: user.disabled,
    operatorRoles: operatorRolesOf(user.customClaims?.ops),
    tokensValidAfter: user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : 0,
    createdAt: new Date(user.metadata.creationTime).toISOString(),
    providers: user.providerData.map((p) => p.providerId),
  };
}

interface JwtVerifier {
  verifyJWT(idToken: string, isEmulator: boolean): Promise<DecodedIdToken>;
}

function identityOf(decoded: DecodedIdToken): VerifiedIdentity {
  return {
    uid: decoded.uid,
    email: decoded.email ?? null,
    emailVerified: decoded.email_verified === true,
    signInProvider: decoded.firebase.sign_in_provider,
    operatorRoles: operatorRolesOf(decoded.ops),
  };
}

function operatorRolesOf(claim: unknown): Record<string, string> {
  if (!claim || typeof claim !== 'object' || Array.isArray(claim)) return {};
  return Object.fromEntries(
    Object.entries(claim as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}
