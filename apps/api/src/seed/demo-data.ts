// The demo catalogue: one project, six creators with free and paid tiers, point packages, codes, terms.
export const DEMO_PROJECT = { id: 'demo', name: 'VTuber ファンクラブ (デモ)' };

export const CREATORS = [
  {
    slug: 'hoshino-mira',
    name: '星野ミラ',
    englishName: 'Mira Hoshino',
    colors: ['#ff7eb3', '#7a5cff'],
    levels: ['bronze', 'silver', 'gold'],
  },
  {
    slug: 'aozora-ren',
    name: '蒼空レン',
    englishName: 'Ren Aozora',
    colors: ['#4facfe', '#00c6a7'],
    levels: ['bronze', 'silver', 'gold'],
  },
  {
    slug: 'kurenai-akane',
    name: '紅あかね',
    englishName: 'Akane Kurenai',
    colors: ['#ff5f6d', '#ffc371'],
    levels: ['red', 'orange', 'yellow'],
  },
  {
    slug: 'midori-nagi',
    name: '翠なぎ',
    englishName: 'Nagi Midori',
    colors: ['#43e97b', '#38b2ac'],
    levels: ['green', 'blue', 'indigo'],
  },
  {
    slug: 'shion-yoru',
    name: '紫苑ヨル',
    englishName: 'Yoru Shion',
    colors: ['#8e2de2', '#4a00e0'],
    levels: ['purple', 'pink', 'gold'],
  },
  {
    slug: 'sakura-momo',
    name: '桜もも',
    englishName: 'Momo Sakura',
    colors: ['#f78ca0', '#fe9a8b'],
    levels: ['pink', 'silver', 'gold'],
  },
] as const;

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
