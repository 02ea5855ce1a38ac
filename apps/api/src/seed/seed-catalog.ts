import type { Queryable } from '../db/db';
import { avatarSvg, coinSvg } from './icons';
import {
  CREATORS,
  DEMO_PROJECT,
  INTERVAL_DISCOUNT,
  INTERVALS,
  KONBINI_FEE,
  LEVEL_COLORS,
  PAID_TIERS,
  POINT_PACKAGES,
  PROMOTION_CODES,
  TERMS,
} from './demo-data';

const one = async <T>(db: Queryable, sql: string, params: unknown[]) => (await db.query<T>(sql, params))[0]!;

/** Idempotent: every insert is keyed by a natural key, so running it again changes nothing. */
export async function seedCatalog(db: Queryable): Promise<void> {
  const projectId = DEMO_PROJECT.id;
  await db.query('INSERT INTO projects (id, name) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [
    projectId,
    DEMO_PROJECT.name,
  ]);

  for (const [i, creator] of CREATORS.entries()) {
    const initials = creator.englishName
      .split(' ')
      .map((w) => w[0])
      .join('');
    const { id: contributorId } = await one<{ id: number }>(
      db,
      `INSERT INTO contributors (project_id, slug, name, english_name, icon, sort_order) VALUES ($1,$2,$3,$4,$5,$6)
       ON CONFLICT (project_id, slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [
        projectId,
        creator.slug,
        creator.name,
        creator.englishName,
        avatarSvg(initials, creator.colors[0], creator.colors[1]),
        i,
      ],
    );

    await upsertTier(db, projectId, contributorId, {
      slug: 'free',
      title: 'フリー',
      rank: 0,
      level: 'free',
      monthly: 0,
      meetingTickets: 0,
      meetingMinutes: 0,
      premiumChat: false,
      voiceCall: false,
      hasTrial: false,
      description: `${creator.name}の無料メンバーシップ。最新のお知らせやメッセージを受け取れます。`,
    });
    for (const tier of PAID_TIERS) {
      const level = creator.levels[tier.rank - 1]!;
      await upsertTier(db, projectId, contributorId, {
        ...tier,
        slug: `paid-${tier.rank}`,
        level,
        description: `${creator.name}を${tier.title}プランで応援。限定コンテンツと特典をお届けします。`,
      });
    }
  }

  const { id: tierTypeId } = await one<{ id: number }>(
    db,
    `INSERT INTO point_tier_types (project_id, key, name, display_name, image, unit, coupon_type)
     VALUES ($1, 'point_tiers', 'ポイント', 'ポイント', $2, 'pt', 'point')
     ON CONFLICT (project_id, key) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [projectId, coinSvg(1, '#f5a623')],
  );
  for (const [i, pkg] of POINT_PACKAGES.entries()) {
    const { id: tierId } = await one<{ id: number }>(
      db,
      `INSERT INTO point_tiers (project_id, tier_type_id, slug, image, amount, web_price, sort_order)
       VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (tier_type_id, slug) DO UPDATE SET amount = EXCLUDED.amount RETURNING id`,
      [projectId, tierTypeId, pkg.slug, coinSvg(Math.min(1 + i, 4), '#f5a623'), pkg.amount, pkg.webPrice, i],
    );
    for (const konbini of [false, true]) {
      const price = pkg.webPrice + (konbini ? KONBINI_FEE : 0);
      await db.query(
        `INSERT INTO point_tier_prices (project_id, tier_id, price, web_price, amount, konbini, konbini_fee)
         VALUES ($1,$2,$3,$3,$4,$5,$6) ON CONFLICT (tier_id, konbini) WHERE archived_at IS NULL DO NOTHING`,
        [projectId, tierId, price, pkg.amount, konbini, konbini ? KONBINI_FEE : 0],
      );
    }
  }

  for (const code of PROMOTION_CODES) {
    await db.query(
      `INSERT INTO coupons (project_id, tier_type_id, code, name, amount, valid_from, valid_until, max_redemptions)
       VALUES ($1,$2,$3,$4,$5,'2026-01-01T00:00:00Z','2027-12-31T14:59:59Z',$6) ON CONFLICT (project_id, code) DO NOTHING`,
      [projectId, tierTypeId, code.code, code.name, code.amount, code.maxRedemptions],
    );
  }

  await db.query(
    `INSERT INTO terms_and_conditions (project_id, version, title, body, published_at) VALUES ($1,$2,$3,$4,$5)
     ON CONFLICT (project_id, version) DO NOTHING`,
    [projectId, TERMS.version, TERMS.title, TERMS.body, TERMS.publishedAt],
  );
}

interface TierSeed {
  slug: string;
  title: string;
  rank: number;
  level: string;
  monthly: number;
  description: string;
  meetingTickets: number;
  meetingMinutes: number;
  premiumChat: boolean;
  voiceCall: boolean;
  hasTrial: boolean;
}

async function upsertTier(db: Queryable, projectId: string, contributorId: number, tier: TierSeed) {
  const { id: tierId } = await one<{ id: number }>(
    db,
    `INSERT INTO subscription_tiers (project_id, contributor_id, slug, title, description, level, color, rank, has_trial,
       meeting_tickets, meeting_minutes, premium_chat, voice_call)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
     ON CONFLICT (contributor_id, slug) DO UPDATE SET title = EXCLUDED.title RETURNING id`,
    [
      projectId,
      contributorId,
      tier.slug,
      tier.title,
      tier.description,
      tier.level,
      LEVEL_COLORS[tier.level] ?? LEVEL_COLORS.bronze,
      tier.rank,
      tier.hasTrial,
      tier.meetingTickets,
      tier.meetingMinutes,
      tier.premiumChat,
      tier.voiceCall,
    ],
  );
  if (tier.monthly === 0) return; // the free tier has no prices
  for (const months of INTERVALS) {
    const base = Math.round((tier.monthly * months * INTERVAL_DISCOUNT[months]!) / 10) * 10;
    for (const konbini of [false, true]) {
      await db.query(
        `INSERT INTO subscription_prices (project_id, subscription_tier_id, title, interval_months, price, konbini, konbini_fee)
         VALUES ($1,$2,$3,$4,$5,$6,$7) ON CONFLICT (subscription_tier_id, interval_months, konbini) WHERE archived_at IS NULL
         DO NOTHING`,
        [
          projectId,
          tierId,
          `${months}ヶ月`,
          months,
          base + (konbini ? KONBINI_FEE : 0),
          konbini,
          konbini ? KONBINI_FEE : 0,
        ],
      );
    }
  }
}
