// The demo catalogue: one project, six creators with free and paid tiers, point packages, codes, terms.
export const DEMO_PROJECT = { id: 'demo', name: 'VTuber ファンクラブ (デモ)' };

/** Each: slug, name, English name, the generated icon's gradient (from, to), paid tiers' levels by rank. */
export const CREATORS = (
  [
    ['hoshino-mira', '星野ミラ', 'Mira Hoshino', ['#ff7eb3', '#7a5cff'], ['bronze', 'silver', 'gold']],
    ['aozora-ren', '蒼空レン', 'Ren Aozora', ['#4facfe', '#00c6a7'], ['bronze', 'silver', 'gold']],
    ['kurenai-akane', '紅あかね', 'Akane Kurenai', ['#ff5f6d', '#ffc371'], ['red', 'orange', 'yellow']],
    ['midori-nagi', '翠なぎ', 'Nagi Midori', ['#43e97b', '#38b2ac'], ['green', 'blue', 'indigo']],
    ['shion-yoru', '紫苑ヨル', 'Yoru Shion', ['#8e2de2', '#4a00e0'], ['purple', 'pink', 'gold']],
    ['sakura-momo', '桜もも', 'Momo Sakura', ['#f78ca0', '#fe9a8b'], ['pink', 'silver', 'gold']],
  ] as const
).map(([slug, name, englishName, colors, levels]) => ({ slug, name, englishName, colors, levels }));

/** Paid tiers by rank: monthly price and perks per month. */
export const PAID_TIERS = [
  {
    rank: 1,
    title: 'ライト',
    monthly: 500,
    meetingTickets: 0,
    meetingMinutes: 0,
    premiumChat: true,
    voiceCall: false,
    hasTrial: true,
  },
  {
    rank: 2,
    title: 'スタンダード',
    monthly: 1200,
    meetingTickets: 1,
    meetingMinutes: 5,
    premiumChat: true,
    voiceCall: false,
    hasTrial: false,
  },
  {
    rank: 3,
    title: 'プレミアム',
    monthly: 3000,
    meetingTickets: 2,
    meetingMinutes: 15,
    premiumChat: true,
    voiceCall: true,
    hasTrial: false,
  },
] as const;

export const INTERVALS = [1, 3, 6, 12] as const;
/** Longer periods are a little cheaper per month. */
export const INTERVAL_DISCOUNT: Record<number, number> = { 1: 1, 3: 0.95, 6: 0.9, 12: 0.85 };
/** Konbini fee per payment, in yen. The konbini variant's price includes it. */
export const KONBINI_FEE = 190;

export const POINT_PACKAGES = [
  { slug: 'p100', amount: 100, webPrice: 120 },
  { slug: 'p500', amount: 500, webPrice: 600 },
  { slug: 'p1000', amount: 1000, webPrice: 1200 },
  { slug: 'p3000', amount: 3000, webPrice: 3500 },
  { slug: 'p5000', amount: 5000, webPrice: 5800 },
  { slug: 'p10000', amount: 10000, webPrice: 11500 },
] as const;

export const PROMOTION_CODES = [
  { code: 'WELCOME2026', name: 'ウェルカムキャンペーン', amount: 100, maxRedemptions: 100000 },
  { code: 'VTFAN500', name: 'ファン感謝祭', amount: 500, maxRedemptions: 1000 },
] as const;

export const TERMS = {
  version: '2026-10-01',
  title: '利用規約',
  body: [
    '第1条（適用）本規約は、本サービスの利用に関する条件を、本サービスを利用するお客様と当社との間で定めるものです。',
    '第2条（ポイント）購入したポイントはクリエイターへのメッセージ送信に利用できます。ポイントの払い戻しはできません。',
    '第3条（メンバーシップ）メンバーシップは解約しない限り自動で更新されます。解約後も有効期限までは特典を利用できます。',
    '第4条（お支払い）お支払いはクレジットカードまたはコンビニ決済で行います。コンビニ決済は期限までにお支払いください。',
    '第5条（禁止事項）法令または公序良俗に違反する行為、他のお客様やクリエイターへの迷惑行為を禁止します。',
  ].join('\n\n'),
  publishedAt: '2026-10-01T00:00:00Z',
};

export const DEMO_LISTENER_NAME = 'デモファン';
