import { describe, expect, it } from 'vitest';
import { harnessForFile } from './support/harness';
import { seedDemoListener } from '../src/seed/seed-demo-listener';
import { seedDemoMemberships } from '../src/seed/seed-demo-memberships';

describe('demo memberships seed', () => {
  const h = harnessForFile({ demoCatalog: true });

  it('gives the demo fan one membership per state, once', async () => {
    const email = `demo-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { uid, listenerId } = await seedDemoListener(
      h.db,
      h.services.identity.auth,
      email,
      'demo1234',
      new Date(),
    );
    await seedDemoMemberships(h.services, uid);
    await seedDemoMemberships(h.services, uid);
    const rows = await h.db.query<{
      level: string;
      platform: string;
      cancel_at_period_end: boolean;
      pending_method: string | null;
      months: number;
    }>(
      `SELECT t.level, m.platform, m.cancel_at_period_end, m.pending_method,
         (SELECT COALESCE(SUM(months), 0)::int FROM membership_payments p WHERE p.membership_id = m.id) AS months
       FROM memberships m JOIN subscription_tiers t ON t.id = m.tier_id WHERE m.listener_id = $1 ORDER BY m.contributor_id`,
      [listenerId],
    );
    expect(rows).toEqual([
      { level: 'silver', platform: 'web', cancel_at_period_end: false, pending_method: null, months: 1 },
      { level: 'free', platform: 'web', cancel_at_period_end: false, pending_method: null, months: 0 },
      { level: 'red', platform: 'web', cancel_at_period_end: true, pending_method: null, months: 1 },
      { level: 'free', platform: 'web', cancel_at_period_end: false, pending_method: 'konbini', months: 0 },
      { level: 'gold', platform: 'ios', cancel_at_period_end: true, pending_method: null, months: 3 },
    ]);
  });
});
