import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, createHarness } from './support/harness';
import { graphqlPost, operation } from './support/graphql-post';
import { factories } from './support/factories';

const PROFILE = '{ listenerProfile { databaseId } }';
const MAINTENANCE = '{ systemMaintenance(platform: web) { windowStart windowEnd } }';

describe('maintenance and terms gate', () => {
  let h: Awaited<ReturnType<typeof createHarness>>;
  let clock = new Date('2026-11-21T03:00:00Z');
  beforeAll(async () => {
    h = await createHarness({ now: () => clock });
    await factories(h).terms({ version: '2026-10-01', effectiveAt: new Date('2026-10-01T00:00:00Z') });
  });
  afterAll(() => h.close());

  const admin = (method: string, body?: unknown, token = 'test-admin-token-0123456789') =>
    h.admin.fetch('http://api.test/admin/maintenance', {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    });

  it('answers MAINTENANCE_IN_PROGRESS to every product call during a window, but not systemMaintenance', async () => {
    const fan = await h.signedInListener();
    expect((await h.gql(MAINTENANCE, {}, { token: fan.token })).data?.systemMaintenance).toBeNull();

    const created = await admin('POST', { platform: 'web', windowEnd: '2026-11-21T09:00:00Z' });
    expect(created.status).toBe(201);
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('MAINTENANCE_IN_PROGRESS');
    expect(codeOf(await h.gql(PROFILE))).toBe('MAINTENANCE_IN_PROGRESS');
    const window = await h.gql(MAINTENANCE);
    expect(window.data?.systemMaintenance.windowEnd).toBe('2026-11-21T09:00:00.000Z');
    // A window for the app does not close the web.
    expect(
      (await h.gql('{ systemMaintenance(platform: app) { windowEnd } }')).data?.systemMaintenance,
    ).toBeNull();

    clock = new Date('2026-11-21T09:00:01Z'); // the window has ended
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
    expect((await h.gql(MAINTENANCE)).data?.systemMaintenance).toBeNull();

    await admin('POST', { platform: 'all', windowEnd: '2026-11-21T12:00:00Z' });
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('MAINTENANCE_IN_PROGRESS');
    expect((await (await admin('DELETE')).json()).ended).toBe(1);
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
  });

  it('holds a client that claims to be the app to the web window', async () => {
    const fan = await h.signedInListener();
    await admin('POST', { platform: 'web', windowEnd: '2026-11-21T23:00:00Z' });
    const claimApp = await h.app.fetch(
      'http://api.test/api/v2/graphql',
      graphqlPost(fan.token, operation(PROFILE), { 'x-platform': 'app' }),
    );
    expect(codeOf(await claimApp.json())).toBe('MAINTENANCE_IN_PROGRESS');
    await admin('DELETE');
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
  });

  it('refuses operator calls without the admin token', async () => {
    expect((await admin('POST', { windowEnd: '2026-11-22T00:00:00Z' }, 'wrong-token')).status).toBe(401);
    expect((await admin('POST', { windowEnd: 'not a date' })).status).toBe(400);
    expect(codeOf(await h.gql(PROFILE))).toBe('UNAUTHENTICATED');
  });

  it('answers TERMS_AND_CONDITIONS_UNAPPROVED until the latest terms are approved', async () => {
    const fan = await h.signedInListener({ approveTerms: false });
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('TERMS_AND_CONDITIONS_UNAPPROVED');
    const terms = await h.gql(
      '{ latestTermsAndConditions { version title body } }',
      {},
      { token: fan.token },
    );
    expect(terms.data?.latestTermsAndConditions.version).toBe('2026-10-01');

    const approved = await h.gql(
      'mutation { approveLatestTermsAndConditions { version } }',
      {},
      { token: fan.token },
    );
    expect(approved.data?.approveLatestTermsAndConditions.version).toBe('2026-10-01');
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();

    // New terms are published: everyone must approve again.
    await h.db.query(
      `INSERT INTO terms_and_conditions (project_id, version, title, body, published_at)
       VALUES ('demo', '2026-11-21', '利用規約', '改定版', '2026-11-21T00:00:00Z')`,
    );
    // Written by another instance (or by hand): this instance's gate cache sees it within its period.
    clock = new Date(clock.getTime() + (h.services.config.GATE_CACHE_SECONDS + 1) * 1000);
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBe('TERMS_AND_CONDITIONS_UNAPPROVED');
    await h.gql('mutation { approveLatestTermsAndConditions { version } }', {}, { token: fan.token });
    expect(codeOf(await h.gql(PROFILE, {}, { token: fan.token }))).toBeUndefined();
  });

  it('refuses queries nested too deep', async () => {
    const deep = '{ listenerProfile { ' + 'a { '.repeat(12) + 'b' + ' }'.repeat(12) + ' } }';
    const result = await h.gql(deep);
    expect(result.errors?.length).toBeGreaterThan(0);
  });
});
