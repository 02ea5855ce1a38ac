import type { Services } from '../services';
import type { OpsContext } from '../ops/ops-context';
import { setUpProject } from '../ops/setup/set-up-project';
import { findProject } from '../modules/system/projects.repository';
import { listCreators } from '../modules/catalog/creators.repository';
import { listOpsTierPrices, listOpsTiers } from '../modules/catalog/tiers.repository';
import { createCreator } from '../ops/catalog/creators';
import { createTier } from '../ops/catalog/tiers';
import { setTierPrice } from '../ops/catalog/tier-prices';
import { listOpsPointTypes } from '../modules/catalog/point-types.repository';
import { listOpsPointPackages } from '../modules/catalog/point-packages.repository';
import { createPointType } from '../ops/catalog/points/point-types';
import { createPointPackage } from '../ops/catalog/points/point-packages';
import { listCoupons } from '../ops/promotions/promotions.repository';
import { createPromotionCode } from '../ops/promotions/promotion-codes';
import { publishTerms } from '../ops/terms/publish-terms';
import { listTermsVersions } from '../ops/terms/terms.repository';
import {
  CREATORS,
  DEMO_PROJECT,
  INTERVAL_DISCOUNT,
  INTERVALS,
  KONBINI_FEE,
  PAID_TIERS,
  POINT_PACKAGES,
  PROMOTION_CODES,
  TERMS,
} from './demo-data';
import { demoCodesValidUntil } from './demo-codes-valid-until';

/** The operator the demo catalogue is made by: its audit rows say `seed`. */
export const SEED_OPERATOR = { uid: 'seed', email: null };

const POINT_TYPE = {
  key: 'point_tiers',
  name: 'ポイント',
  displayName: 'ポイント',
  unit: 'pt',
  couponType: 'point',
};
const CODES_VALID_FROM = new Date('2026-01-01T00:00:00Z');

/**
 * The demo catalogue, made through the operators' rules (ops/**) as the operator `seed`, so what the
 * demo shows is what operators can make, Stripe Products and Prices included. The terms are made
 * last: once they are there the catalogue is complete and a warm start skips everything with one
 * query. After a failure half-way, a rerun makes only what is missing (looked up by slug, key or
 * code); the rules' Stripe creates are idempotent. Answers whether it made anything.
 */
export async function seedCatalog(services: Services): Promise<boolean> {
  const ctx: OpsContext = {
    ...services,
    projectId: DEMO_PROJECT.id,
    operator: SEED_OPERATOR,
    session: null,
    requestId: null,
  };
  const db = services.db;
  const terms = await listTermsVersions(db, ctx.projectId);
  if (terms.some((t) => t.version === TERMS.version)) return false;

  if ((await findProject(db, ctx.projectId)) === null) await setUpProject(ctx, { name: DEMO_PROJECT.name });

  const creators = new Map((await listCreators(db, ctx.projectId)).map((c) => [c.slug, c]));
  for (const creator of CREATORS) {
    const { id: creatorId } =
      creators.get(creator.slug) ??
      (await createCreator(ctx, {
        slug: creator.slug,
        name: creator.name,
        englishName: creator.englishName,
        iconColors: creator.colors,
      }));
    const tiers = new Map((await listOpsTiers(db, [creatorId])).map((t) => [t.slug, t]));
    const free = {
      slug: 'free',
      title: 'フリー',
      rank: 0,
      level: 'free',
      meetingTickets: 0,
      meetingMinutes: 0,
      premiumChat: false,
      voiceCall: false,
      hasTrial: false,
      description: `${creator.name}の無料メンバーシップ。最新のお知らせやメッセージを受け取れます。`,
    };
    if (!tiers.has(free.slug)) await createTier(ctx, { creatorId, ...free });
    for (const { monthly, ...tier } of PAID_TIERS) {
      const slug = `paid-${tier.rank}`;
      const { id: tierId } =
        tiers.get(slug) ??
        (await createTier(ctx, {
          creatorId,
          ...tier,
          slug,
          level: creator.levels[tier.rank - 1],
          description: `${creator.name}を${tier.title}プランで応援。限定コンテンツと特典をお届けします。`,
        }));
      const prices = await listOpsTierPrices(db, [tierId], false);
      for (const months of INTERVALS) {
        // Longer periods are a little cheaper per month, rounded to ten yen.
        const base = Math.round((monthly * months * INTERVAL_DISCOUNT[months]!) / 10) * 10;
        for (const konbini of [false, true]) {
          if (prices.some((p) => p.interval_months === months && p.konbini === konbini)) continue;
          await setTierPrice(ctx, {
            tierId,
            months,
            konbini,
            price: base + (konbini ? KONBINI_FEE : 0),
            konbiniFee: konbini ? KONBINI_FEE : 0,
          });
        }
      }
    }
  }

  const pointType =
    (await listOpsPointTypes(db, ctx.projectId)).find((t) => t.key === POINT_TYPE.key) ??
    (await createPointType(ctx, POINT_TYPE));
  const packages = await listOpsPointPackages(db, [pointType.id]);
  for (const pkg of POINT_PACKAGES) {
    if (packages.some((p) => p.slug === pkg.slug)) continue;
    await createPointPackage(ctx, {
      pointTypeId: pointType.id,
      slug: pkg.slug,
      amount: pkg.amount,
      price: pkg.webPrice,
      konbiniFee: KONBINI_FEE,
    });
  }

  const codes = await listCoupons(db, ctx.projectId);
  for (const code of PROMOTION_CODES) {
    if (codes.some((c) => c.code === code.code)) continue;
    await createPromotionCode(ctx, {
      pointTypeId: pointType.id,
      ...code,
      validFrom: CODES_VALID_FROM,
      validUntil: demoCodesValidUntil(services.now()),
    });
  }

  // The first version of the project's terms, in force since before the demo's fans came.
  await publishTerms(ctx, {
    version: TERMS.version,
    title: TERMS.title,
    body: TERMS.body,
    effectiveAt: new Date(TERMS.publishedAt),
  });
  return true;
}
