import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness, idTokenFor } from './support/harness';
import { graphqlPost, operation } from './support/graphql-post';
import { factories } from './support/factories';
import { listen } from '../src/http/server';

const PROFILE = '{ listenerProfile { databaseId email } }';

function unsignedToken(claims: Record<string, unknown>) {
  const part = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('who may call the API', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  // Real time, moved forward by a test to outwait the revocation cache.
  let skew = 0;
  beforeAll(async () => {
    h = await createHarness({ now: () => new Date(Date.now() + skew) });
    await factories(h).terms();
  });
  afterAll(() => h.close());

  it('answers UNAUTHENTICATED without a token', async () => {
    const result = await h.gql(PROFILE);
    expect(codeOf(result)).toBe('UNAUTHENTICATED');
    expect(result.data).toBeNull();
  });

  it('answers UNAUTHENTICATED for a garbage or forged token', async () => {
    expect(codeOf(await h.gql(PROFILE, {}, { token: 'not-a-jwt' }))).toBe('UNAUTHENTICATED');
    const now = Math.floor(Date.now() / 1000);
    const forged = unsignedToken({
      iss: 'https://securetoken.google.com/demo-fan-app',
      aud: 'demo-fan-app',
      sub: 'no-such-user',
      user_id: 'no-such-user',
      iat: now,
      exp: now + 3600,
      auth_time: now,
      email: 'x@example.com',
      email_verified: true,
      firebase: { sign_in_provider: 'password' },
    });
    expect(codeOf(await h.gql(PROFILE, {}, { token: forged }))).toBe('UNAUTHENTICATED');
  });

  it('answers UNAUTHENTICATED for an expired token of a real user', async () => {
    const fan = await h.signedInListener();
    const claims = JSON.parse(Buffer.from(fan.token.split('.')[1]!, 'base64url').toString());
    const expired = unsignedToken({
      ...claims,
      iat: claims.iat - 7200,
      exp: claims.iat - 3600,
      auth_time: claims.iat - 7200,
    });
    expect(codeOf(await h.gql(PROFILE, {}, { token: expired }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
  });

  it("gives nothing of this project's data under another project's header", async () => {
    await h.db.query(`INSERT INTO projects (id, name) VALUES ('other', 'Other') ON CONFLICT DO NOTHING`);
    const fan = await h.signedInListener();
    // A project the fan is not a listener of: signed out there.
    const other = await h.gql(PROFILE, {}, { token: fan.token, project: 'other' });
    expect(codeOf(other)).toBe('UNAUTHENTICATED');
    expect(other.data).toBeNull();
    // No project, or one that does not exist: its own code, not a sign-out.
    for (const project of ['no-such-project', null]) {
      const result = await h.gql(PROFILE, {}, { token: fan.token, project });
      expect(codeOf(result)).toBe('PROJECT_NOT_FOUND');
      expect(result.data).toBeNull();
    }
  });

  it('cuts off a disabled or deleted identity: mutations at once, reads when the revocation cache expires', async () => {
    const fan = await h.signedInListener();
    const other = await h.signedInListener();
    expect((await h.gql(PROFILE, {}, { token: fan.token })).data?.listenerProfile.email).toBe(fan.email);
    expect((await h.gql(PROFILE, {}, { token: other.token })).data?.listenerProfile.email).toBe(other.email);
    await h.services.identity.auth.updateUser(fan.uid, { disabled: true });
    await h.services.identity.auth.deleteUser(other.uid);
    // The trade-off of decision 013: reads trust the last check for a short while.
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    skew += (h.services.config.ID_TOKEN_REVOCATION_CACHE_SECONDS + 1) * 1000;
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await h.gql(PROFILE, {}, { token: other.token }))).toBe('UNAUTHENTICATED');
  });

  it('serves the same API at /graphql and /api/v2/graphql over HTTP', async () => {
    const fan = await h.signedInListener();
    const server = await listen(h.services, 0, '127.0.0.1');
    const { port } = server.address() as { port: number };
    try {
      for (const path of ['/graphql', '/api/v2/graphql']) {
        const response = await fetch(
          `http://127.0.0.1:${port}${path}`,
          graphqlPost(fan.token, operation(PROFILE)),
        );
        expect((await response.json()).data.listenerProfile.email).toBe(fan.email);
      }
    } finally {
      server.close();
    }
  });

  it('refuses an unverified e-mail identity', async () => {
    const user = await h.createUser({ verified: false });
    expect(codeOf(await h.gql(PROFILE, {}, { token: user.token }))).toBe('UNAUTHENTICATED');
    // A fresh token is still refused at sign-in with a clear reason.
    const token = await idTokenFor(h.authHost, user.email, user.password);
    const result = await h.gql(
      'mutation($i: SignInV2Input!) { signInV2(input: $i) { termsApproved } }',
      { i: { provider: 'password', email: user.email, platform: 'web', projectId: 'demo' } },
      { token },
    );
    expect(codeOf(result)).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.message).toBe('ユーザーのメールアドレスがまだ承認されていません。');
  });
});
