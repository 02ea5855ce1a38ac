import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import type { OptionSpec, Values } from './args';
import { UsageError } from './args';

// Every operator command over /ops/graphql: its options, the GraphQL it sends and what it prints.

export interface Command {
  name: string;
  usage: string;
  summary: string;
  options: OptionSpec[];
  query: string;
  variables: (v: Values) => Record<string, unknown>;
  /** The part of the answer to print. */
  pick: (data: Record<string, unknown>) => unknown;
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/** A local image as the endpoint's upload; the API checks its type and size again. */
function image(path: unknown) {
  if (typeof path !== 'string') return undefined;
  const contentType = IMAGE_TYPES[extname(path).toLowerCase()];
  if (!contentType) throw new UsageError(`${path}: PNG, JPEG or WebP only`);
  return { contentType, base64: readFileSync(path).toString('base64') };
}

const text = (path: unknown) => (typeof path === 'string' ? readFileSync(path, 'utf8') : undefined);
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : undefined);
const opt = (v: unknown) => (v === undefined ? undefined : v);

const TIER_FIELDS =
  'id creatorId slug title level rank hasTrial restricted meetingTickets meetingMinutes premiumChat voiceCall archivedAt';
const CREATOR_FIELDS = 'id slug name englishName iconType archivedAt';
const TYPE_FIELDS = 'id key name displayName unit couponType archivedAt';

/** archive-X / unarchive-X over one mutation pair taking an id (decision 020). */
function archiving(
  thing: string,
  mutation: string,
  fields: string,
  archiveSummary: string,
  unarchiveSummary: string,
): Command[] {
  return [
    { verb: 'archive', summary: archiveSummary },
    { verb: 'unarchive', summary: unarchiveSummary },
  ].map(({ verb, summary }) => {
    const field = `${verb}${mutation}`;
    return {
      name: `${verb}-${thing}`,
      usage: `${verb}-${thing} --id <id>`,
      summary,
      options: [{ name: 'id', type: 'int', required: true, help: `${thing.replace('-', ' ')} id` }],
      query: `mutation($id: Int!) { ${field}(id: $id) { ${fields} } }`,
      variables: (v: Values) => ({ id: v.id }),
      pick: (d: Record<string, unknown>) => d[field],
    };
  });
}
const PRICE_FIELDS = 'id tierId months konbini price konbiniFee stripePriceId archivedAt';
const PACKAGE_FIELDS =
  'id pointTypeId slug amount price archivedAt prices { konbini price konbiniFee stripePriceId }';
const CODE_FIELDS = 'id pointTypeId code name amount validFrom validUntil maxRedemptions redeemedCount';
const perkOptions: OptionSpec[] = [
  { name: 'meeting-tickets', type: 'int', help: 'meeting tickets per month' },
  { name: 'meeting-minutes', type: 'int', help: 'meeting minutes per month' },
  { name: 'premium-chat', type: 'bool', help: 'premium chat' },
  { name: 'voice-call', type: 'bool', help: 'voice call' },
  { name: 'trial', type: 'bool', help: 'a free trial for first-time members' },
  { name: 'restricted', type: 'bool', help: 'restricted tier (not offered to everyone)' },
];

export const COMMANDS: Command[] = [
  {
    name: 'whoami',
    usage: 'whoami',
    summary: 'The signed-in operator and project.',
    options: [],
    query: '{ me { uid email projectId } }',
    variables: () => ({}),
    pick: (d) => d.me,
  },
  {
    name: 'setup-project',
    usage: 'setup-project --name <name>',
    summary: 'Creates (or renames) the project: the first step on an empty database.',
    options: [{ name: 'name', type: 'string', required: true, help: 'display name' }],
    query: 'mutation($n: String!) { setUpProject(name: $n) { id name } }',
    variables: (v) => ({ n: v.name }),
    pick: (d) => d.setUpProject,
  },
  {
    name: 'creators',
    usage: 'creators',
    summary: 'Creators with their tiers and live prices.',
    options: [],
    query: `{ creators { ${CREATOR_FIELDS} tiers { ${TIER_FIELDS} prices { ${PRICE_FIELDS} } } } }`,
    variables: () => ({}),
    pick: (d) => d.creators,
  },
  {
    name: 'create-creator',
    usage:
      'create-creator --slug <slug> --name <name> --english-name <name> [--icon <file> | --icon-colors <#from,#to>]',
    summary: 'A new creator. Without --icon the creator gets a generated icon.',
    options: [
      { name: 'slug', type: 'string', required: true, help: 'lower-case letters, digits and -' },
      { name: 'name', type: 'string', required: true, help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', required: true, help: 'name in English' },
      { name: 'icon', type: 'file', help: 'PNG, JPEG or WebP, at most 256 KB' },
      {
        name: 'icon-colors',
        type: 'string',
        help: "the generated icon's gradient: two #rrggbb colours, from and to (e.g. #d1127a,#6a3df0)",
      },
    ],
    query:
      'mutation($i: CreateCreatorInput!) { createCreator(input: $i) { id slug name englishName iconType } }',
    variables: (v) => ({
      i: {
        slug: v.slug,
        name: v.name,
        englishName: v['english-name'],
        icon: image(v.icon),
        // The API checks the two colours (and refuses them beside an uploaded icon).
        iconColors: typeof v['icon-colors'] === 'string' ? v['icon-colors'].split(',') : undefined,
      },
    }),
    pick: (d) => d.createCreator,
  },
  {
    name: 'update-creator',
    usage: 'update-creator --id <id> [--name <name>] [--english-name <name>] [--icon <file>]',
    summary: "Changes a creator's names or icon.",
    options: [
      { name: 'id', type: 'int', required: true, help: 'creator id' },
      { name: 'name', type: 'string', help: 'name (Japanese)' },
      { name: 'english-name', type: 'string', help: 'name in English' },
      { name: 'icon', type: 'file', help: 'PNG, JPEG or WebP, at most 256 KB' },
    ],
    query:
      'mutation($i: UpdateCreatorInput!) { updateCreator(input: $i) { id slug name englishName iconType } }',
    variables: (v) => ({
      i: { id: v.id, name: opt(v.name), englishName: opt(v['english-name']), icon: image(v.icon) },
    }),
    pick: (d) => d.updateCreator,
  },
  ...archiving(
    'creator',
    'Creator',
    CREATOR_FIELDS,
    'Stops offering a creator to fans (no new members on any tier); members keep their memberships, renewals, cancel and resume.',
    'Offers an archived creator again, with their tiers and prices as they were.',
  ),
  {
    name: 'create-tier',
    usage:
      'create-tier --creator <id> --slug <slug> --title <t> --description <d> --level <level> --rank <n> [perks]',
    summary: 'A membership tier. Rank 0 is the free tier (level free); higher ranks are paid upgrades.',
    options: [
      { name: 'creator', type: 'int', required: true, help: 'creator id' },
      { name: 'slug', type: 'string', required: true, help: 'lower-case letters, digits and -' },
      { name: 'title', type: 'string', required: true, help: 'title' },
      { name: 'description', type: 'string', required: true, help: 'description' },
      {
        name: 'level',
        type: 'string',
        required: true,
        help: 'free, bronze, silver, gold, red, ... (card colour)',
      },
      { name: 'rank', type: 'int', required: true, help: '0 for free; 1, 2, 3 ... for paid tiers' },
      ...perkOptions,
    ],
    query: `mutation($i: CreateTierInput!) { createTier(input: $i) { ${TIER_FIELDS} } }`,
    variables: (v) => ({
      i: {
        creatorId: v.creator,
        slug: v.slug,
        title: v.title,
        description: v.description,
        level: v.level,
        rank: v.rank,
        hasTrial: v.trial ?? false,
        restricted: v.restricted ?? false,
        meetingTickets: v['meeting-tickets'] ?? 0,
        meetingMinutes: v['meeting-minutes'] ?? 0,
        premiumChat: v['premium-chat'] ?? false,
        voiceCall: v['voice-call'] ?? false,
      },
    }),
    pick: (d) => d.createTier,
  },
  {
    name: 'update-tier',
    usage: 'update-tier --id <id> [--title <t>] [--description <d>] [perks]',
    summary: "Changes a tier's texts and perks (rank and level stay). Members keep their tier and price.",
    options: [
      { name: 'id', type: 'int', required: true, help: 'tier id' },
      { name: 'title', type: 'string', help: 'title' },
      { name: 'description', type: 'string', help: 'description' },
      ...perkOptions,
    ],
    query: `mutation($i: UpdateTierInput!) { updateTier(input: $i) { ${TIER_FIELDS} } }`,
    variables: (v) => ({
      i: {
        id: v.id,
        title: opt(v.title),
        description: opt(v.description),
        hasTrial: opt(v.trial),
        restricted: opt(v.restricted),
        meetingTickets: opt(v['meeting-tickets']),
        meetingMinutes: opt(v['meeting-minutes']),
        premiumChat: opt(v['premium-chat']),
        voiceCall: opt(v['voice-call']),
      },
    }),
    pick: (d) => d.updateTier,
  },
  ...archiving(
    'tier',
    'Tier',
    TIER_FIELDS,
    'Stops offering a tier (no register, upgrade or downgrade onto it); members on it keep it, renew, cancel and resume.',
    'Offers an archived tier again, with its live prices.',
  ),
  {
    name: 'set-price',
    usage:
      'set-price --tier <id> --months <1|3|6|12> --variant <card|konbini> --price <yen> [--konbini-fee <yen>]',
    summary:
      'Sets the price of a paid tier for a period. A new amount makes a new Stripe Price and archives the old; existing subscriptions keep their price until the fan changes plan.',
    options: [
      { name: 'tier', type: 'int', required: true, help: 'tier id' },
      { name: 'months', type: 'int', required: true, help: '1, 3, 6 or 12' },
      { name: 'variant', type: 'string', required: true, help: 'card or konbini' },
      {
        name: 'price',
        type: 'int',
        required: true,
        help: 'yen per period; the konbini price includes the fee',
      },
      { name: 'konbini-fee', type: 'int', help: 'yen, konbini only (included in --price)' },
    ],
    query: `mutation($i: SetTierPriceInput!) { setTierPrice(input: $i) { ${PRICE_FIELDS} } }`,
    variables: (v) => {
      if (v.variant !== 'card' && v.variant !== 'konbini')
        throw new UsageError('--variant is card or konbini');
      return {
        i: {
          tierId: v.tier,
          months: v.months,
          konbini: v.variant === 'konbini',
          price: v.price,
          konbiniFee: v['konbini-fee'] ?? 0,
        },
      };
    },
    pick: (d) => d.setTierPrice,
  },
  {
    name: 'point-types',
    usage: 'point-types',
    summary: 'Point types with their packages.',
    options: [],
    query: `{ pointTypes { ${TYPE_FIELDS} packages { ${PACKAGE_FIELDS} } } }`,
    variables: () => ({}),
    pick: (d) => d.pointTypes,
  },
  {
    name: 'create-point-type',
    usage:
      'create-point-type --key <key> --name <n> --display-name <n> --unit <u> --coupon-type <t> [--image <file>]',
    summary: 'A kind of point with its own balance, packages and promotion codes.',
    options: [
      { name: 'key', type: 'string', required: true, help: 'lower-case letters, digits and _' },
      { name: 'name', type: 'string', required: true, help: 'name' },
      { name: 'display-name', type: 'string', required: true, help: 'name shown to fans' },
      { name: 'unit', type: 'string', required: true, help: 'unit, e.g. pt' },
      {
        name: 'coupon-type',
        type: 'string',
        required: true,
        help: "the type the fans' code form sends, e.g. point",
      },
      { name: 'image', type: 'file', help: 'PNG, JPEG or WebP, at most 256 KB' },
    ],
    query:
      'mutation($i: CreatePointTypeInput!) { createPointType(input: $i) { id key name displayName unit couponType } }',
    variables: (v) => ({
      i: {
        key: v.key,
        name: v.name,
        displayName: v['display-name'],
        unit: v.unit,
        couponType: v['coupon-type'],
        image: image(v.image),
      },
    }),
    pick: (d) => d.createPointType,
  },
  ...archiving(
    'point-type',
    'PointType',
    TYPE_FIELDS,
    'Stops selling a kind of point: its packages are hidden and its codes no longer redeem; balances and history stay.',
    'Offers an archived kind of point again; packages archived on their own stay archived.',
  ),
  {
    name: 'create-package',
    usage:
      'create-package --type <id> --slug <slug> --amount <points> --price <yen> --konbini-fee <yen> [--image <file>]',
    summary: 'A point package with a card price and a konbini price (price + fee), made in Stripe too.',
    options: [
      { name: 'type', type: 'int', required: true, help: 'point type id' },
      { name: 'slug', type: 'string', required: true, help: 'lower-case letters, digits and -' },
      { name: 'amount', type: 'int', required: true, help: 'points' },
      { name: 'price', type: 'int', required: true, help: 'yen by card' },
      { name: 'konbini-fee', type: 'int', required: true, help: 'yen added for konbini' },
      { name: 'image', type: 'file', help: 'PNG, JPEG or WebP, at most 256 KB' },
    ],
    query: `mutation($i: CreatePointPackageInput!) { createPointPackage(input: $i) { ${PACKAGE_FIELDS} } }`,
    variables: (v) => ({
      i: {
        pointTypeId: v.type,
        slug: v.slug,
        amount: v.amount,
        price: v.price,
        konbiniFee: v['konbini-fee'],
        image: image(v.image),
      },
    }),
    pick: (d) => d.createPointPackage,
  },
  {
    name: 'archive-package',
    usage: 'archive-package --id <id>',
    summary: 'Stops selling a package (fans no longer see it); past purchases and balances stay.',
    options: [{ name: 'id', type: 'int', required: true, help: 'package id' }],
    query: `mutation($id: Int!) { archivePointPackage(id: $id) { ${PACKAGE_FIELDS} } }`,
    variables: (v) => ({ id: v.id }),
    pick: (d) => d.archivePointPackage,
  },
  {
    name: 'codes',
    usage: 'codes',
    summary: 'Promotion codes with their redemption counts.',
    options: [],
    query: `{ promotionCodes { ${CODE_FIELDS} } }`,
    variables: () => ({}),
    pick: (d) => d.promotionCodes,
  },
  {
    name: 'create-code',
    usage:
      'create-code --type <id> --code <CODE> --name <n> --amount <points> --max <n> --until <time> [--from <time>]',
    summary: 'A promotion code: free points, a validity window, a total cap; each fan may use it once.',
    options: [
      { name: 'type', type: 'int', required: true, help: 'point type id' },
      {
        name: 'code',
        type: 'string',
        required: true,
        help: 'letters, digits, _ and -; matched without regard to case',
      },
      { name: 'name', type: 'string', required: true, help: "shown in the fan's history" },
      { name: 'amount', type: 'int', required: true, help: 'free points per redemption' },
      { name: 'max', type: 'int', required: true, help: 'redemptions in total' },
      { name: 'from', type: 'date', help: 'start (default: now)' },
      { name: 'until', type: 'date', required: true, help: 'end' },
    ],
    query: `mutation($i: CreatePromotionCodeInput!) { createPromotionCode(input: $i) { ${CODE_FIELDS} } }`,
    variables: (v) => ({
      i: {
        pointTypeId: v.type,
        code: v.code,
        name: v.name,
        amount: v.amount,
        maxRedemptions: v.max,
        validFrom: iso(v.from) ?? new Date().toISOString(),
        validUntil: iso(v.until),
      },
    }),
    pick: (d) => d.createPromotionCode,
  },
  {
    name: 'end-code',
    usage: 'end-code --id <id>',
    summary: 'Ends a code now; points already granted stay.',
    options: [{ name: 'id', type: 'int', required: true, help: 'code id' }],
    query: `mutation($id: Int!) { endPromotionCode(id: $id) { ${CODE_FIELDS} } }`,
    variables: (v) => ({ id: v.id }),
    pick: (d) => d.endPromotionCode,
  },
  {
    name: 'terms',
    usage: 'terms',
    summary: 'Terms versions, latest first.',
    options: [],
    query: '{ termsVersions { id version title effectiveAt } }',
    variables: () => ({}),
    pick: (d) => d.termsVersions,
  },
  {
    name: 'publish-terms',
    usage: 'publish-terms --version <v> --title <t> --body-file <file> [--at <time>]',
    summary:
      'Publishes a terms version now or at a time; from then on every fan approves it once at /terms_and_conditions.',
    options: [
      { name: 'version', type: 'string', required: true, help: 'e.g. 2026-12-01' },
      { name: 'title', type: 'string', required: true, help: 'title' },
      { name: 'body-file', type: 'file', required: true, help: 'the text (UTF-8)' },
      { name: 'at', type: 'date', help: 'when it takes effect (default: now)' },
    ],
    query: 'mutation($i: PublishTermsInput!) { publishTerms(input: $i) { id version title effectiveAt } }',
    variables: (v) => ({
      i: { version: v.version, title: v.title, body: text(v['body-file']), effectiveAt: iso(v.at) },
    }),
    pick: (d) => d.publishTerms,
  },
  {
    name: 'maintenance',
    usage: 'maintenance',
    summary:
      "Maintenance windows active now or to come for this project's fans: its own and platform-wide ones (projectId null).",
    options: [],
    query: '{ maintenanceWindows { id projectId platform windowStart windowEnd } }',
    variables: () => ({}),
    pick: (d) => d.maintenanceWindows,
  },
  {
    name: 'maintenance-start',
    usage: 'maintenance-start --platform <web|app|all> (--minutes <n> | --end <time>) [--start <time>]',
    summary:
      'A maintenance window of this project (at most 24 hours): its fans see the maintenance screen inside it.',
    options: [
      { name: 'platform', type: 'string', required: true, help: 'web, app or all' },
      { name: 'minutes', type: 'int', help: 'length from the start' },
      { name: 'start', type: 'date', help: 'start (default: now)' },
      { name: 'end', type: 'date', help: 'end' },
    ],
    query:
      'mutation($i: StartMaintenanceInput!) { startMaintenance(input: $i) { id projectId platform windowStart windowEnd } }',
    variables: (v) => {
      const start = (v.start as Date | undefined) ?? new Date();
      const end =
        v.end ?? (typeof v.minutes === 'number' ? new Date(start.getTime() + v.minutes * 60_000) : undefined);
      if (!end) throw new UsageError('give --minutes or --end');
      return { i: { platform: v.platform, windowStart: start.toISOString(), windowEnd: iso(end) } };
    },
    pick: (d) => d.startMaintenance,
  },
  {
    name: 'maintenance-end',
    usage: 'maintenance-end',
    summary: "Ends this project's windows active now (platform-wide ones are automation's).",
    options: [],
    query: 'mutation { endMaintenance }',
    variables: () => ({}),
    pick: (d) => ({ ended: d.endMaintenance }),
  },
  {
    name: 'fan',
    usage: 'fan (--email <e-mail> | --id <id>)',
    summary:
      'A fan for support: ledger, purchases, memberships, saved card (brand and last 4) and Stripe ids.',
    options: [
      { name: 'email', type: 'string', help: 'e-mail' },
      { name: 'id', type: 'int', help: 'fan id' },
    ],
    query: `query($id: Int, $email: String) { fans(id: $id, email: $email) {
      id email name createdAt stripeCustomerId savedCard { brand last4 expMonth expYear stripePaymentMethodId }
      balances { pointTypeId unit paid free }
      purchases { id pointTypeId method amount price status stripePaymentIntentId stripeRefundId refundedAt createdAt }
      memberships { id creator tier status paymentMethod platform stripeSubscriptionId currentPeriodEnd cancelAtPeriodEnd }
      ledger { id pointTypeId kind bucket amount name price reference occurredAt } } }`,
    variables: (v) => ({ id: opt(v.id), email: opt(v.email) }),
    pick: (d) => d.fans,
  },
  {
    name: 'grant-points',
    usage: 'grant-points --fan <id> --type <id> --amount <points> --reason <text> [--key <key>]',
    summary: 'Free points for a fan, with a reason shown in their history; the same --key grants once.',
    options: [
      { name: 'fan', type: 'int', required: true, help: 'fan id' },
      { name: 'type', type: 'int', required: true, help: 'point type id' },
      { name: 'amount', type: 'int', required: true, help: 'points' },
      { name: 'reason', type: 'string', required: true, help: "shown in the fan's history" },
      { name: 'key', type: 'string', help: 'idempotency key, e.g. the support ticket (8+ characters)' },
    ],
    query: 'mutation($i: GrantPointsInput!) { grantPoints(input: $i) { posted entryId paid free } }',
    variables: (v) => ({
      i: {
        fanId: v.fan,
        pointTypeId: v.type,
        amount: v.amount,
        reason: v.reason,
        idempotencyKey: opt(v.key),
      },
    }),
    pick: (d) => d.grantPoints,
  },
  {
    name: 'refund',
    usage: 'refund --purchase <id> --reason <text>',
    summary:
      'Refunds an unspent card point purchase in Stripe and takes its points back; refused when spent.',
    options: [
      { name: 'purchase', type: 'string', required: true, help: 'point purchase id (see `fan`)' },
      { name: 'reason', type: 'string', required: true, help: 'kept in the audit log' },
    ],
    query:
      'mutation($p: String!, $r: String!) { refundPointPurchase(purchaseId: $p, reason: $r) { purchaseId stripeRefundId refundedYen paid free } }',
    variables: (v) => ({ p: v.purchase, r: v.reason }),
    pick: (d) => d.refundPointPurchase,
  },
  {
    name: 'audit',
    usage: 'audit [--limit <n>] [--action <name>]',
    summary: 'What operators did in this project, newest first.',
    options: [
      { name: 'limit', type: 'int', help: 'rows (default 50, at most 500)' },
      { name: 'action', type: 'string', help: 'only this action, e.g. refundPointPurchase' },
    ],
    query: `query($l: Int, $a: String) { auditLog(limit: $l, action: $a) {
      id occurredAt operatorEmail action target input before after } }`,
    variables: (v) => ({ l: v.limit ?? 50, a: opt(v.action) }),
    pick: (d) => d.auditLog,
  },
];
