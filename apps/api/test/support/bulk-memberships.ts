import type { Queryable } from '../../src/db/db';

/**
 * `count` creators in one statement, each with a free and a paid tier (card and konbini prices).
 * Several share a sort_order, so catalogue order must fall back to the id. Returns their ids.
 */
export async function seedBulkCreators(db: Queryable, projectId: string, prefix: string, count: number) {
  await db.query(
    `WITH c AS (
       INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order)
       SELECT $1, $2 || '-' || g, 'クリエイター' || g, 'Creator ' || g, '', 1000 + g / 3
       FROM generate_series(1, $3::int) g RETURNING id
     ), t AS (
       INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank)
       SELECT $1, c.id, v.slug, v.title, '', v.slug, '#888888', v.rank
       FROM c CROSS JOIN (VALUES ('free', 'フリー', 0), ('silver', 'シルバー', 1)) v(slug, title, rank)
       RETURNING id, rank
     )
     INSERT INTO subscription_prices (project_id, subscription_tier_id, title, interval_months, price, konbini)
     SELECT $1, t.id, '1ヶ月', 1, 500, k FROM t CROSS JOIN (VALUES (false), (true)) kk(k) WHERE t.rank > 0`,
    [projectId, prefix, count],
  );
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM contributors WHERE project_id = $1 AND slug LIKE $2 || '-%' ORDER BY id`,
    [projectId, prefix],
  );
  return rows.map((r) => r.id);
}

/**
 * Free memberships of a listener with the given creators, in one statement; two at a time share
 * an issue time (a minute apart from the next two), so newest-first order must fall back to the id.
 */
export async function seedBulkMemberships(
  db: Queryable,
  q: { projectId: string; listenerId: number; contributorIds: number[]; newest: Date },
) {
  await db.query(
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, serial_number, issued_at)
     SELECT $1, $2, u.cid, 'active', t.id,
       (SELECT COALESCE(MAX(serial_number), 0) + 1 FROM memberships WHERE contributor_id = u.cid),
       $3::timestamptz - ((u.ord - 1) / 2) * interval '1 minute'
     FROM unnest($4::int[]) WITH ORDINALITY AS u(cid, ord)
     JOIN subscription_tiers t ON t.contributor_id = u.cid AND t.rank = 0`,
    [q.projectId, q.listenerId, q.newest.toISOString(), q.contributorIds],
  );
}
