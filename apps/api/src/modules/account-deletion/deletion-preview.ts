import type { Queryable } from '../../db/db';

export interface DeletionPreviewMembership {
  creatorName: string;
  tierTitle: string;
  platform: 'web' | 'ios';
  paid: boolean;
  paymentMethod: string | null;
  currentPeriodEnd: string | null;
}

export interface DeletionPreview {
  memberships: DeletionPreviewMembership[];
  points: { name: string; unit: string; paid: number; free: number }[];
  savedCard: { brand: string; last4: string } | null;
}

/** This fan's figures for the 退会 page: what ends, what continues elsewhere, what is forfeited. */
export async function deletionPreview(db: Queryable, listenerId: number): Promise<DeletionPreview> {
  const memberships = await db.query<DeletionPreviewMembership>(
    `SELECT c.name AS "creatorName", t.title AS "tierTitle", m.platform, t.rank > 0 AS paid,
            m.payment_method AS "paymentMethod", m.current_period_end::text AS "currentPeriodEnd"
       FROM memberships m JOIN contributors c ON c.id = m.contributor_id JOIN subscription_tiers t ON t.id = m.tier_id
      WHERE m.listener_id = $1 AND m.status = 'active'
      ORDER BY m.platform, c.sort_order, c.id`,
    [listenerId],
  );
  const points = await db.query<DeletionPreview['points'][number]>(
    `SELECT t.display_name AS name, t.unit, b.paid, b.free
       FROM point_balances b JOIN point_tier_types t ON t.id = b.tier_type_id
      WHERE b.listener_id = $1 ORDER BY t.id`,
    [listenerId],
  );
  const [card] = await db.query<{ brand: string; last4: string }>(
    'SELECT brand, last4 FROM saved_cards WHERE listener_id = $1',
    [listenerId],
  );
  return { memberships, points, savedCard: card ?? null };
}
