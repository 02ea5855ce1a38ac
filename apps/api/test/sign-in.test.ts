import { describe, expect, it } from 'vitest';
import { codeOf, harnessForFile, SIGN_IN, signInInput } from './support/harness';
import { factories } from './support/factories';

describe('signInV2', () => {
  const h = harnessForFile({}, (h) => factories(h).terms());

  it('creates the listener on the first sign-in and records every sign-in', async () => {
    const user = await h.createUser();
    const first = await h.gql(SIGN_IN, { input: signInInput(user.email) }, { token: user.token });
    expect(first.errors).toBeUndefined();
    expect(first.data?.signInV2).toMatchObject({
      termsApproved: false,
      listenerProfile: { email: user.email },
    });
    const second = await h.gql(
      SIGN_IN,
      { input: { ...signInInput(user.email), provider: 'google.com' } },
      { token: user.token },
    );
    expect(second.data?.signInV2.listenerProfile.databaseId).toBe(
      first.data?.signInV2.listenerProfile.databaseId,
    );

    const listeners = await h.db.query('SELECT id FROM listeners WHERE firebase_uid = $1', [user.uid]);
    expect(listeners).toHaveLength(1);
    const signIns = await h.db.query<{ provider: string; platform: string; email: string }>(
      'SELECT provider, platform, email FROM listener_sign_ins WHERE listener_id = $1 ORDER BY id',
      [listeners[0]!.id],
    );
    expect(signIns).toEqual([
      { provider: 'password', platform: 'web', email: user.email },
      { provider: 'google.com', platform: 'web', email: user.email },
    ]);
    const providers = await h.db.query(
      'SELECT provider FROM listener_providers WHERE listener_id = $1 ORDER BY provider',
      [listeners[0]!.id],
    );
    expect(providers.map((p) => p.provider)).toEqual(['google.com', 'password']);
  });

  it('creates one listener under concurrent first sign-ins', async () => {
    const user = await h.createUser();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.gql(SIGN_IN, { input: signInInput(user.email) }, { token: user.token }),
      ),
    );
    expect(results.every((r) => !r.errors)).toBe(true);
    expect(await h.db.query('SELECT id FROM listeners WHERE firebase_uid = $1', [user.uid])).toHaveLength(1);
  });

  it.each([
    ['an unknown provider', { provider: 'facebook.com' }, 'BAD_USER_INPUT'],
    ["another person's e-mail", { email: 'someone-else@example.com' }, 'BAD_USER_INPUT'],
    ['a malformed e-mail', { email: 'not-an-email' }, 'BAD_USER_INPUT'],
    ['a project other than the header', { projectId: 'other' }, 'UNAUTHENTICATED'],
  ])('refuses %s and creates nothing', async (_label, override, code) => {
    const user = await h.createUser();
    const result = await h.gql(
      SIGN_IN,
      { input: { ...signInInput(user.email), ...override } },
      { token: user.token },
    );
    expect(codeOf(result)).toBe(code);
    expect(await h.db.query('SELECT id FROM listeners WHERE firebase_uid = $1', [user.uid])).toHaveLength(0);
  });

  it('records at most ten sign-ins a minute per identity, then answers RATE_LIMITED', async () => {
    const user = await h.createUser();
    const codes: unknown[] = [];
    for (let i = 0; i < 12; i++)
      codes.push(codeOf(await h.gql(SIGN_IN, { input: signInInput(user.email) }, { token: user.token })));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(undefined));
    expect(codes.slice(10)).toEqual(['RATE_LIMITED', 'RATE_LIMITED']);
    const rows = await h.db.query(
      'SELECT s.id FROM listener_sign_ins s JOIN listeners l ON l.id = s.listener_id WHERE l.firebase_uid = $1',
      [user.uid],
    );
    expect(rows).toHaveLength(10);
    // Another identity is not held back.
    const other = await h.createUser();
    expect(
      codeOf(await h.gql(SIGN_IN, { input: signInInput(other.email) }, { token: other.token })),
    ).toBeUndefined();
  });

  it('counts concurrent sign-ins of one identity exactly (the count lives in the database)', async () => {
    const user = await h.createUser();
    const results = await Promise.all(
      Array.from({ length: 14 }, () =>
        h.gql(SIGN_IN, { input: signInInput(user.email) }, { token: user.token }),
      ),
    );
    const codes = results.map(codeOf);
    expect(codes.filter((code) => code === undefined)).toHaveLength(10);
    expect(codes.filter((code) => code === 'RATE_LIMITED')).toHaveLength(4);
    const rows = await h.db.query(
      'SELECT s.id FROM listener_sign_ins s JOIN listeners l ON l.id = s.listener_id WHERE l.firebase_uid = $1',
      [user.uid],
    );
    expect(rows).toHaveLength(10);
  });

  it('refuses a sign-in without a token', async () => {
    expect(codeOf(await h.gql(SIGN_IN, { input: signInInput('a@example.com') }))).toBe('UNAUTHENTICATED');
  });
});
