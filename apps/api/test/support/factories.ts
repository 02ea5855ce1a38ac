import type { OpsContext } from '../../src/ops/ops-context';
import type { Services } from '../../src/services';
import { createCreator } from '../../src/ops/catalog/creators';
import { createTier } from '../../src/ops/catalog/tiers';
import { setTierPrice } from '../../src/ops/catalog/tier-prices';
import { createPointType } from '../../src/ops/catalog/points/point-types';
import { createPointPackage } from '../../src/ops/catalog/points/point-packages';
import { listOpsPointTypes } from '../../src/modules/catalog/point-types.repository';
import { listOpsPointPackagePrices } from '../../src/modules/catalog/point-packages.repository';
import { createPromotionCode } from '../../src/ops/promotions/promotion-codes';
import { publishTerms } from '../../src/ops/terms/publish-terms';
import type { createHarness } from './harness';
import { fanWithSavedCard } from './point-fans';

type Harness = Awaited<ReturnType<typeof createHarness>>;

/** The operator the factories act as: their audit rows say `test-factory`. */
export const FACTORY_OPERATOR = { uid: 'test-factory', email: null };

/** An operator's context for the rules in ops/**, without a request. */
export function opsContextFor(services: Services, projectId = 'demo'): OpsContext {
  return { ...services, projectId, operator: FACTORY_OPERATOR, session: null, requestId: null };
}

let serial = 0;
const unique = (prefix: string) => `${prefix}-${++serial}-${Math.random().toString(36).slice(2, 6)}`;

export interface TierSpec {
  /** Yen per month by card; each period of `months` costs monthly × months. */
  monthly: number;
  level?: string;
  hasTrial?: boolean;
}

const PAID_LEVELS = ['bronze', 'silver', 'gold'];
const KONBINI_FEE = 190;

/**
 * The catalogue a test needs, made through the operators' rules (what operators can make, Stripe
 * Products and Prices included) instead of read from the demo seed. Everything gets fresh slugs and
 * codes, so a file may make as many as it likes.
 */
export function factories(h: Harness) {
  const ctx = () => opsContextFor(h.services);

  /**
   * A creator with a free tier (rank 0) and paid tiers (ranks 1…) priced by card and konbini for
   * the given periods. `price(rank, months, konbini)` answers a price's Stripe id.
   */
  async function creator(
    opts: { tiers?: TierSpec[]; months?: (1 | 3 | 6 | 12)[]; name?: string; slug?: string } = {},
  ) {
    // Membership numbers start with the slug's first letters (HOSH-000001 for hoshino-…).
    const slug = unique(opts.slug ?? 'creator');
    const created = await createCreator(ctx(), {
      slug,
      name: opts.name ?? `テスト ${slug}`, // unique: Stripe objects are keyed by what they are (stripe-key.ts)
      englishName: `Test Creator ${serial}`,
    });
    const tiers = [
      await createTier(ctx(), {
        creatorId: created.id,
        slug: 'free',
        title: 'フリー',
        description: '無料メンバーシップ',
        level: 'free',
        rank: 0,
        meetingTickets: 0,
        meetingMinutes: 0,
        premiumChat: false,
        voiceCall: false,
      }),
    ];
    const specs = opts.tiers ?? [{ monthly: 500, hasTrial: true }, { monthly: 1200 }, { monthly: 3000 }];
    const prices = new Map<string, string>();
    for (const [i, spec] of specs.entries()) {
      const rank = i + 1;
      const tier = await createTier(ctx(), {
        creatorId: created.id,
        slug: `paid-${rank}`,
        title: `プラン${rank}`,
        description: `ランク${rank}のプラン`,
        level: spec.level ?? PAID_LEVELS[i] ?? 'gold',
        rank,
        hasTrial: spec.hasTrial ?? false,
        meetingTickets: rank - 1,
        meetingMinutes: (rank - 1) * 5,
        premiumChat: true,
        voiceCall: rank >= 3,
      });
      tiers.push(tier);
      for (const months of opts.months ?? [1, 3, 6, 12])
        for (const konbini of [false, true]) {
          const row = await setTierPrice(ctx(), {
            tierId: tier.id,
            months,
            konbini,
            price: spec.monthly * months + (konbini ? KONBINI_FEE : 0),
            konbiniFee: konbini ? KONBINI_FEE : 0,
          });
          prices.set(`${rank}/${months}/${konbini}`, row.stripe_price_id!);
        }
    }
    const price = (rank: number, months = 1, konbini = false) => {
      const id = prices.get(`${rank}/${months}/${konbini}`);
      if (!id) throw new Error(`no price for rank ${rank}, ${months} months, konbini ${konbini}`);
      return id;
    };
    return { ...created, tiers, price };
  }

  /** The project's point type (made on first use): the fans' `point` codes and balance. */
  /** The spec's points (key point_tiers), or another kind of points by its key. */
  async function pointType(key = 'point_tiers') {
    const existing = (await listOpsPointTypes(h.db, 'demo')).find((t) => t.key === key);
    if (existing) return existing;
    return createPointType(ctx(), {
      key,
      name: key === 'point_tiers' ? 'ポイント' : key,
      displayName: key === 'point_tiers' ? 'ポイント' : key,
      unit: 'pt',
      couponType: 'point',
    });
  }

  /** A point package with its card and konbini prices: their Stripe ids and the points they credit. */
  async function pointPackage(
    opts: { amount?: number; price?: number; konbiniFee?: number; slug?: string; pointTypeKey?: string } = {},
  ) {
    const amount = opts.amount ?? 1000;
    const type = await pointType(opts.pointTypeKey);
    const pkg = await createPointPackage(ctx(), {
      pointTypeId: type.id,
      slug: opts.slug ?? unique(`p${amount}`),
      amount,
      price: opts.price ?? Math.round(amount * 1.2),
      konbiniFee: opts.konbiniFee ?? KONBINI_FEE,
    });
    const prices = await listOpsPointPackagePrices(h.db, [pkg.id], false);
    const of = (konbini: boolean) => {
      const p = prices.find((x) => x.konbini === konbini)!;
      return { id: p.stripe_price_id!, amount, price: p.price };
    };
    return { ...pkg, card: of(false), konbini: of(true) };
  }

  /** A promotion code for the point type, valid from a day ago for a year unless told otherwise. */
  async function promotionCode(
    opts: {
      amount?: number;
      maxRedemptions?: number;
      validFrom?: Date;
      validUntil?: Date;
      code?: string;
      name?: string;
    } = {},
  ) {
    const type = await pointType();
    const now = h.services.now().getTime();
    return createPromotionCode(ctx(), {
      pointTypeId: type.id,
      code: opts.code ?? unique('CODE').toUpperCase(),
      name: opts.name ?? 'テストキャンペーン',
      amount: opts.amount ?? 100,
      validFrom: opts.validFrom ?? new Date(now - 86_400_000),
      validUntil: opts.validUntil ?? new Date(now + 365 * 86_400_000),
      maxRedemptions: opts.maxRedemptions ?? 1000,
    });
  }

  /** A terms version, in force now unless told otherwise. */
  function terms(opts: { version?: string; effectiveAt?: Date } = {}) {
    return publishTerms(ctx(), {
      version: opts.version ?? unique('v'),
      title: '利用規約',
      body: 'テスト用の利用規約です。',
      effectiveAt: opts.effectiveAt,
    });
  }

  /** A signed-in fan (listener), with a Stripe customer and a saved Visa card if asked. */
  async function fan(opts: { savedCard?: boolean } = {}) {
    if (opts.savedCard) return fanWithSavedCard(h);
    return { ...(await h.signedInListener()), customerId: null as string | null };
  }

  return { creator, pointType, pointPackage, promotionCode, terms, fan };
}

/** A new 1,000pt package's card price (¥1,200): its Stripe price id and the points it credits. */
export async function cardPointPrice(h: Harness): Promise<{ id: string; amount: number }> {
  const { card } = await factories(h).pointPackage({ amount: 1000, price: 1200 });
  return { id: card.id, amount: card.amount };
}

/** Something behind the ids a fuzz sends (1, 0, …): a creator with a paid tier, points, a code, terms. */
export async function fuzzTargets(h: Harness) {
  const make = factories(h);
  await make.creator({ tiers: [{ monthly: 500 }], months: [1] });
  await make.pointPackage();
  await make.promotionCode();
  await make.terms();
}
