import { afterAll, beforeAll, inject } from 'vitest';
import { OPS_SESSION_HEADER } from '@fan/shared';
import { loadConfig } from '../../src/config/config';
import { createIdentityVerifier } from '../../src/integrations/firebase/verify-id-token';
import { createStripeClient } from '../../src/integrations/stripe/stripe-client';
import { openPostgres, type Db } from '../../src/db/db';
import type { Services } from '../../src/services';
import { createApp } from '../../src/http/server';
import { seedCatalog } from '../../src/seed/seed-catalog';
import { setOperatorRole } from '../../src/ops/access/operator-claims';
import { setUpProject } from '../../src/ops/setup/set-up-project';
import { DEMO_PROJECT } from '../../src/seed/demo-data';
import { opsContextFor } from './factories';
import { createTestDb } from './test-db';
import { reconcileReport } from '../../src/modules/reconcile/reconcile-report';
import { OperatorCodes } from './operator-codes';
import { issueEnrollmentCode } from '../../src/ops/access/second-factor/enrollment-code';

export interface GqlResult<T = Record<string, any>> {
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; field?: string } }[];
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  token: string;
}

/** The API in-process on a fresh database, with the Auth Emulator and Stripe sandbox of the global setup. */
export async function createHarness(
  options: {
    now?: () => Date;
    /**
     * The demo catalogue (seed-catalog.ts, Stripe Products and Prices included), for files that test
     * the demo seed itself. Otherwise the project `demo` is empty: tests make what they need with
     * the factories (factories.ts), through the operators' rules.
     */
    demoCatalog?: boolean;
    stripePort?: number;
    /** false for files that post ledger fixtures without Stripe payments behind them. */
    reconcileAtClose?: boolean;
    /** The endpoint secret the sandbox signs its webhook deliveries with. */
    webhookSecret?: string;
    /** More settings for config.ts (e.g. RATE_LIMITS=on; off in tests unless set). */
    env?: Record<string, string>;
  } = {},
) {
  const authHost = inject('authEmulatorHost');
  const config = loadConfig({
    NODE_ENV: 'test',
    ...testServicesEnv(authHost, options.stripePort ?? inject('stripeSandboxPort')),
    ADMIN_TOKEN: 'test-admin-token-0123456789',
    // The in-process requests' host (http://api.test/…) and the machine's own, for listening tests.
    ALLOWED_HOSTS: 'api.test,127.0.0.1,localhost',
    ...(options.webhookSecret ? { STRIPE_WEBHOOK_SECRET: options.webhookSecret } : {}),
    // Every points view reads open purchases back from Stripe, as the files written before the
    // spacing expect (a view during a 3-D Secure challenge, then one after it); rate-limits.test.ts
    // tests the production spacing (30 s).
    PURCHASE_RECHECK_SECONDS: '0',
    RENEWAL_RECHECK_SECONDS: '0',
    // No shared Stripe budget: the global setup's sandbox has no rate limit (many files share it at
    // once); stripe-rate-limits.test.ts sets both (decision 055).
    STRIPE_RATE_LIMIT: '0',
    ...options.env,
  });
  const db = await createTestDb();
  // On PostgreSQL the Stripe budget's own pool, as main.ts opens one (a Stripe call inside a
  // transaction holds a connection of the main pool while it waits for its token).
  const budgetDb = db.url ? await openPostgres(db.url) : undefined;
  const services: Services = {
    config,
    db,
    stripe: createStripeClient(config, db, budgetDb),
    // The verifier's revocation cache runs on the test's clock, so a test can outwait it.
    identity: createIdentityVerifier(config, () => (options.now ? options.now() : new Date()).getTime()),
    now: options.now ?? (() => new Date()),
  };
  const app = createApp(services);
  // The private listener's paths (/admin/*, /metrics): not on `app` (decision 052).
  const admin = createApp(services, 'admin');
  if (options.demoCatalog) await seedCatalog(services);
  else await setUpProject(opsContextFor(services), { name: DEMO_PROJECT.name });

  // Operators sign in with a second factor (decision 041): the harness enrols each operator it makes
  // through the API and sends their session with their calls to /ops/graphql, as the console does.
  const codes = new OperatorCodes(services.now);
  const gql = graphqlClient(app, codes);

  /** A Firebase identity in the emulator, with a fresh ID token. */
  async function createUser(opts: { verified?: boolean; email?: string } = {}): Promise<TestUser> {
    const email = opts.email ?? `fan-${crypto.randomUUID().slice(0, 12)}@example.com`;
    const password = 'secret123';
    const user = await services.identity.auth.createUser({
      email,
      password,
      emailVerified: opts.verified ?? true,
    });
    return { uid: user.uid, email, password, token: await idTokenFor(authHost, email, password) };
  }

  /** A user who has signed in (listener created) and, unless told otherwise, approved the terms. */
  async function signedInListener(opts: { approveTerms?: boolean } = {}) {
    const user = await createUser();
    const result = await gql(SIGN_IN, { input: signInInput(user.email) }, { token: user.token });
    if (result.errors) throw new Error(JSON.stringify(result.errors));
    if (opts.approveTerms !== false)
      await gql('mutation { approveLatestTermsAndConditions { version } }', {}, { token: user.token });
    return { ...user, listenerId: result.data!.signInV2.listenerProfile.databaseId as number };
  }

  /** Ends the file: first the reconcile report must find Stripe and the ledger in agreement. */
  async function close() {
    try {
      const { mismatches } =
        options.reconcileAtClose === false ? { mismatches: [] } : await reconcileReport(services);
      if (mismatches.length > 0)
        throw new Error(
          `reconcile mismatches at the end of the file:\n${JSON.stringify(mismatches, null, 2)}`,
        );
    } finally {
      await services.identity.close();
      await budgetDb?.close();
      await db.drop();
    }
  }

  /**
   * The operator role of `projectId`, and the one-time enrolment code grant-operator issues with it
   * (decision 053), kept for the user's enrolment (codes.enrollmentCodes).
   */
  async function grantOperator(user: { uid: string; email: string }, projectId = 'demo') {
    await setOperatorRole(services.identity.auth, { email: user.email, projectId, grant: true });
    const issued = await issueEnrollmentCode(db, user.uid, services.now());
    codes.enrollmentCodes.set(user.uid, issued.code);
    return issued.code;
  }

  /**
   * A new user made an operator of `projectId`, with a fresh ID token that carries the claim, signed in
   * with a second factor enrolled through the API (its session goes with this user's ops calls).
   */
  async function operator(projectId = 'demo'): Promise<TestUser> {
    const user = await createUser();
    await grantOperator(user, projectId);
    const token = await idTokenFor(authHost, user.email, user.password);
    await signInOperator(token, projectId);
    return { ...user, token };
  }

  /**
   * The operator of `token` signs in with their second factor, as the console does after the password:
   * enrols one (the secret the API shows, then its first code) when they have none, else a code of
   * the secret remembered from their enrolment (or `secret`). Their later ops calls carry the session.
   */
  async function signInOperator(token: string, projectId = 'demo', secret?: string): Promise<string> {
    const ops = (query: string, variables = {}) =>
      gql(query, variables, { token, project: projectId, path: '/ops/graphql', opsSession: null });
    const uid = uidOf(token);
    if (secret) codes.remember(uid, secret);
    const status = ok(await ops('{ operatorSecondFactor { active } }'));
    if (!status.operatorSecondFactor.active) {
      const { beginSecondFactorEnrollment } = ok(
        await ops('mutation($e: String!) { beginSecondFactorEnrollment(enrollmentCode: $e) { secret } }', {
          e: codes.enrollmentCodes.get(uid) ?? 'no-enrollment-code-issued',
        }),
      );
      codes.remember(uid, beginSecondFactorEnrollment.secret);
    }
    const field = status.operatorSecondFactor.active ? 'startOperatorSession' : 'activateSecondFactor';
    const answer = ok(
      await ops(`mutation($c: String!) { s: ${field}(code: $c) { token } }`, { c: codes.next(uid) }),
    );
    codes.sessions.set(uid, answer.s.token);
    return answer.s.token as string;
  }

  return {
    services,
    db,
    app,
    admin,
    gql,
    createUser,
    signedInListener,
    operator,
    grantOperator,
    signInOperator,
    codes,
    close,
    authHost,
  };
}

export type Harness = Awaited<ReturnType<typeof createHarness>>;

/**
 * The describe block's harness: made before its tests (then `setup`, e.g. the terms in force) and
 * closed after them. The object is filled in by the beforeAll, so tests use it as they would `h`.
 */
export function harnessForFile(
  options: Parameters<typeof createHarness>[0] = {},
  setup?: (h: Harness) => Promise<unknown>,
): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await createHarness(options));
    await setup?.(h);
  });
  afterAll(() => h.close());
  return h;
}

/** A GraphQL answer's data; its errors fail the test. */
export function ok<T>(result: GqlResult<T>): T {
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!;
}

/** The settings of an API under test: the Auth Emulator at `authHost`, the Stripe sandbox on `stripePort`. */
export function testServicesEnv(authHost: string, stripePort: number) {
  return {
    FIREBASE_AUTH_EMULATOR_HOST: authHost,
    FIREBASE_PROJECT_ID: 'demo-fan-app',
    STRIPE_SECRET_KEY: 'sk_test_api_tests',
    STRIPE_API_HOST: '127.0.0.1',
    STRIPE_API_PORT: String(stripePort),
    STRIPE_API_PROTOCOL: 'http',
  };
}

export async function idTokenFor(authHost: string, email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`emulator sign-in failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

export const SIGN_IN = `mutation SignIn($input: SignInV2Input!) {
  signInV2(input: $input) { termsApproved listenerProfile { databaseId name email } }
}`;

export const signInInput = (email: string, projectId = 'demo') => ({
  provider: 'password',
  email,
  platform: 'web',
  projectId,
});

/** The uid an ID token names (its payload, unverified: the test made it). */
export function uidOf(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      user_id?: string;
      sub?: string;
    };
    return payload.user_id ?? payload.sub ?? '';
  } catch {
    return ''; // not a JWT: the tests of garbage tokens send such
  }
}

export const codeOf = (result: GqlResult) => result.errors?.[0]?.extensions?.code;

/** GraphQL over one API instance's fetch handler, as a client would send it. */
function graphqlClient(app: ReturnType<typeof createApp>, codes: OperatorCodes) {
  return async function gql<T = Record<string, any>>(
    query: string,
    variables: Record<string, unknown> = {},
    /** opsSession: the x-ops-session header (null: none; unset: the token's operator's, if signed in). */
    opts: { token?: string; project?: string | null; path?: string; opsSession?: string | null } = {},
  ): Promise<GqlResult<T>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    // Only the operators' endpoint takes a session; a garbage token names no uid (and no session).
    const ops = opts.path === '/ops/graphql';
    const session =
      ops && opts.opsSession === undefined && opts.token
        ? codes.sessions.get(uidOf(opts.token))
        : opts.opsSession;
    if (session && ops) headers[OPS_SESSION_HEADER] = session;
    if (opts.project !== null) headers['x-project-id'] = opts.project ?? 'demo';
    const response = await app.fetch(`http://api.test${opts.path ?? '/api/v2/graphql'}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as GqlResult<T>;
  };
}

/**
 * A second API instance on the harness's database: its own services object, so its own per-instance
 * caches (catalogue, listener pages), as another process behind the proxy would have.
 */
export function secondInstance(h: Awaited<ReturnType<typeof createHarness>>) {
  const db: Db = {
    kind: h.db.kind,
    query: (sql, params) => h.db.query(sql, params),
    transaction: (fn) => h.db.transaction(fn),
    close: async () => undefined,
  };
  return { gql: graphqlClient(createApp({ ...h.services, db } satisfies Services), h.codes) };
}
