import { z } from 'zod';
import { addressAllowList } from '../lib/address-allow-list';
import { adminListenAddress, allowedHostNames } from '../lib/edge';

// The one place that reads the environment. Everything else receives a Config.
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    API_HOST: z.string().default('127.0.0.1'),
    API_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
    // The host names a request may carry in `Host` (comma-separated names or addresses, no ports):
    // the fans' and the console's host names nginx sends (deploy/nginx.conf sends its own
    // server_name, never the client's). Production must say them; elsewhere unset is the machine's
    // own names (localhost, 127.0.0.1, [::1]). Any other Host is answered 400 (decision 052).
    ALLOWED_HOSTS: z
      .string()
      .optional()
      .superRefine((value, ctx) => {
        try {
          if (value !== undefined) allowedHostNames(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    // The private listener of /admin/* and /metrics (host:port; nowhere else): unset, loopback on
    // API_PORT + 100. A wildcard address is refused (decision 052).
    ADMIN_LISTEN: z.string().optional(),
    DATABASE_URL: z.string().url().optional(),
    // PostgreSQL only: the tables' owner, used for migrations alone (unset: DATABASE_URL migrates too,
    // as in development). The API then runs as DATABASE_URL's role, a member of `fan_api` that cannot
    // TRUNCATE, UPDATE or DELETE the audit log and the ledger (migration 0024, decision 028).
    DATABASE_OWNER_URL: z.string().url().optional(),
    PGLITE_DIR: z.string().default('./data/pglite'),
    FIREBASE_PROJECT_ID: z.string().min(1).default('demo-fan-app'),
    FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
    STRIPE_SECRET_KEY: z.string().min(1).default('sk_test_sandbox'),
    // Host/port/protocol of the Stripe API; unset means Stripe itself. The sandbox sets all three.
    STRIPE_API_HOST: z.string().optional(),
    STRIPE_API_PORT: z.coerce.number().int().optional(),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).default('whsec_sandbox'),
    ADMIN_TOKEN: z.string().min(16).default('dev-admin-token-change-me'),
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    DEMO_EMAIL: z.string().email().default('demo@example.com'),
    DEMO_PASSWORD: z.string().min(6).default('demo1234'),
    // The demo operator the seed makes with the Auth Emulator (the console's sign-in under npm start).
    DEMO_OPERATOR_EMAIL: z.string().email().default('ops@example.com'),
    DEMO_OPERATOR_PASSWORD: z.string().min(6).default('ops12345'),
    // Its TOTP secret (base32), enrolled by the seed so the console's sign-in works at once (development).
    DEMO_OPERATOR_TOTP_SECRET: z
      .string()
      .regex(/^[A-Z2-7]{16,}$/, 'a base32 secret, at least 16 characters')
      .default('KRUGS4ZANFZSAYJAMRSW23ZAONSWG4TF'),
    DEFAULT_PROJECT_ID: z.string().min(1).default('demo'),
    CORS_ORIGINS: z.string().default(''),
    // Reverse proxies whose X-Forwarded-For is believed (comma-separated peer addresses, e.g. nginx's
    // 127.0.0.1); empty: the TCP peer is the client. Production with rate limits on must say it:
    // the proxies' addresses, or `none` when clients reach the API directly.
    TRUSTED_PROXIES: z.string().default(''),
    // pino level of the JSON log lines; unset: info, or silent under NODE_ENV=test.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    // json: one JSON object a line (production); pretty: one readable line a request (npm start sets it).
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    // A money request whose process died is taken over (same Stripe idempotency keys) after its
    // lease; longer than the slowest Stripe call with retries (STRIPE_TIMEOUT_MS x 3).
    REQUEST_LEASE_SECONDS: z.coerce.number().int().min(1).default(90),
    // 退会 needs a sign-in this recent (the ID token's auth_time); shorter only so the journeys can
    // reach a stale sign-in without waiting five minutes (decision 050).
    RECENT_SIGN_IN_SECONDS: z.coerce.number().int().min(1).max(300).default(300),
    STRIPE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
    // The Stripe account's rate limit, operations a second (https://docs.stripe.com/rate-limits: 100 in
    // live mode, 25 in a sandbox; unset: by the key). Every instance keeps within STRIPE_RATE_SHARE of
    // it through one bucket in PostgreSQL; 0: no shared budget (the API test harness, whose sandbox
    // has no limit). docs/decisions/055-stripe-rate-limits.md.
    STRIPE_RATE_LIMIT: z.coerce.number().min(0).optional(),
    STRIPE_RATE_SHARE: z.coerce.number().gt(0).max(1).default(0.92),
    // How long a fan's request waits for Stripe (the budget, and 429s retried with backoff) before a
    // point purchase answers that it is queued and completes by itself; other calls answer
    // SERVICE_UNAVAILABLE then. Webhooks and the reconciler wait up to STRIPE_BACKGROUND_WAIT_MS.
    STRIPE_FAN_WAIT_MS: z.coerce.number().int().min(0).default(8_000),
    STRIPE_BACKGROUND_WAIT_MS: z.coerce.number().int().min(0).default(20_000),
    // How often the reconciler re-reads unfinished payments from Stripe (0: only at start-up).
    RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
    // The Stripe Dashboard's retry schedule for failed card renewals (days after the previous attempt;
    // Billing > Revenue recovery > Retries). The fan is told their membership continues until the last
    // retry; at that date the product ends it if Stripe has not (docs/decisions/032-failed-renewals.md).
    CARD_RETRY_DAYS: z
      .string()
      .regex(/^\d{1,2}(,\d{1,2}){0,7}$/, 'days, comma-separated, e.g. 3,2,2')
      .default('3,2,2')
      .transform((s) => s.split(',').map(Number)),
    // One instance reconciles at a time; a killed owner blocks the others at most this long.
    RECONCILE_LEASE_SECONDS: z.coerce.number().int().min(1).default(120),
    // How long a signed-in session's revocation check (disabled, deleted, signed out everywhere) is
    // trusted for reads on one instance; every mutation checks again (decision 013).
    ID_TOKEN_REVOCATION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    // How long the gate's per-instance answers (project, maintenance windows, latest terms) are
    // reused; writes through this instance clear them at once, other instances follow within this.
    GATE_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    // Rate limits (docs/decisions/029-rate-limits.md): fixed windows counted in PostgreSQL, shared by
    // every instance. Unset RATE_LIMITS: on in production, off in development and tests (benchmarks,
    // suites); the numbers are per window, 0 turns one budget off.
    RATE_LIMITS: z.enum(['on', 'off']).optional(),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    RATE_LIMIT_FAN_MONEY: z.coerce.number().int().min(0).default(10),
    RATE_LIMIT_FAN: z.coerce.number().int().min(0).default(300),
    RATE_LIMIT_IP: z.coerce.number().int().min(0).default(1200),
    // Every request to /ops/graphql per client address (IPv6 /64), answered or refused: operators
    // are few, and a stranger's tries must not reach the identity service unbounded.
    RATE_LIMIT_OPS: z.coerce.number().int().min(0).default(300),
    // Who may reach /ops/graphql at all: client addresses and CIDR ranges, comma-separated (the
    // office, the VPN); empty: everyone (development). Checked before the caller is identified.
    // Production needs a list, or OPS_ALLOWED_ADDRESSES_WAIVED=true said on purpose (operators behind
    // a zero-trust proxy that has no fixed addresses).
    OPS_ALLOWED_ADDRESSES: z
      .string()
      .default('')
      .superRefine((value, ctx) => {
        try {
          addressAllowList(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message });
        }
      }),
    OPS_ALLOWED_ADDRESSES_WAIVED: z.enum(['true', 'false']).default('false'),
    // Operators' second factor and sessions (docs/decisions/041-operator-second-factor.md): the key
    // that seals TOTP secrets at rest (any long random text; production must set its own), a
    // session's longest life, and how long it may sit unused.
    OPS_SECOND_FACTOR_KEY: z.string().min(32).default('development-only-second-factor-key-change-me'),
    // Keys OPS_SECOND_FACTOR_KEY had before a rotation, comma-separated: they still open the secrets
    // they sealed (each sealed text names its key's id), which are sealed again under the current key
    // at their next accepted code (decision 053). Empty: none.
    OPS_SECOND_FACTOR_PREVIOUS_KEYS: z
      .string()
      .default('')
      .transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine((keys) => keys.every((k) => k.length >= 32), 'each previous key is at least 32 characters'),
    OPS_SESSION_MAX_HOURS: z.coerce.number().min(0.001).max(24).default(12),
    OPS_SESSION_IDLE_MINUTES: z.coerce.number().min(0.1).max(240).default(30),
    // Money an operator moves alone (issue 38): points granted in 24 hours by
    // one operator and to one fan, and a refund's yen; above them a second operator approves.
    OPS_GRANT_DAILY_OPERATOR_POINTS: z.coerce.number().int().min(0).default(10_000),
    OPS_GRANT_DAILY_FAN_POINTS: z.coerce.number().int().min(0).default(3_000),
    OPS_REFUND_APPROVAL_YEN: z.coerce.number().int().min(0).default(10_000),
    // An open purchase (3-D Secure, konbini voucher) is read back from Stripe by the points view at
    // most once per this many seconds, whoever asks, on any instance; webhooks converge at once.
    PURCHASE_RECHECK_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
    // renewalPayment re-reads an open renewal's invoice that Stripe said was processing at most once
    // per this many seconds, whoever asks, on any instance (the app asks again after 0.5, 1, 2 s...).
    RENEWAL_RECHECK_SECONDS: z.coerce.number().int().min(0).max(60).default(2),
    // The issuer printed on every receipt (領収書, docs/decisions/045): the business's name and its
    // qualified invoice issuer registration number (適格請求書発行事業者登録番号: T and 13 digits).
    // The defaults are development placeholders: a deployment sets its own (README's settings).
    RECEIPT_ISSUER_NAME: z.string().trim().min(1).max(100).default('VFan開発用株式会社'),
    RECEIPT_REGISTRATION_NUMBER: z
      .string()
      .trim()
      .regex(/^T\d{13}$/, 'T and 13 digits, e.g. T1234567890123')
      .default('T0000000000000'),
    // Our own transactional mail (decision 049): the SMTP relay (smtp://[user:pass@]host:port, smtps://
    // for implicit TLS) and the From line (e.g. `VFan <no-reply@example.jp>`). Production needs both;
    // unset SMTP_URL elsewhere: mail waits in the outbox (npm start points it at its local inbox).
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/\s]+$/, 'smtp://[user:pass@]host:port or smtps://...')
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/^[^\r\n]*<?[^@\s<>]+@[^@\s<>]+>?$/, 'an address, e.g. VFan <no-reply@example.jp>')
      .optional(),
    // The fan app's origin, for the links in mails (receipts); production sets its own.
    PUBLIC_WEB_URL: z.string().url().default('http://127.0.0.1:5173'),
    // How often the sender looks for due mail; how long an attempt may take before a row left
    // 'sending' (its sender died) is tried again; the first retry's delay (doubling up to an hour).
    MAIL_INTERVAL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
    MAIL_SENDING_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(120),
    MAIL_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).default(30),
    // Tests only: the process kills itself (SIGKILL) at this named step (see lib/crash-point.ts).
    FAN_CRASH_AT: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    try {
      adminListenAddress(env.ADMIN_LISTEN, env.API_PORT);
    } catch (error) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_LISTEN'], message: (error as Error).message });
    }
    if (env.DATABASE_OWNER_URL && !env.DATABASE_URL)
      ctx.addIssue({
        code: 'custom',
        message: 'DATABASE_OWNER_URL needs DATABASE_URL (PGlite has a single user)',
      });
    if (env.NODE_ENV !== 'production') return;
    // The Auth Emulator does not check token signatures: never trust it in production.
    if (env.FIREBASE_AUTH_EMULATOR_HOST)
      ctx.addIssue({ code: 'custom', message: 'FIREBASE_AUTH_EMULATOR_HOST must not be set in production' });
    if (!env.DATABASE_URL)
      ctx.addIssue({ code: 'custom', message: 'DATABASE_URL is required in production' });
    // The public default would let anyone sign a Stripe event (a forged payment_intent.succeeded).
    if (env.STRIPE_WEBHOOK_SECRET === 'whsec_sandbox')
      ctx.addIssue({
        code: 'custom',
        message: "STRIPE_WEBHOOK_SECRET must be the endpoint's signing secret in production",
      });
    if (!env.OPS_ALLOWED_ADDRESSES.trim() && env.OPS_ALLOWED_ADDRESSES_WAIVED !== 'true')
      ctx.addIssue({
        code: 'custom',
        message:
          'OPS_ALLOWED_ADDRESSES is required in production (the offices and the VPN), or OPS_ALLOWED_ADDRESSES_WAIVED=true',
      });
    if (!env.ALLOWED_HOSTS?.trim())
      ctx.addIssue({
        code: 'custom',
        message: "ALLOWED_HOSTS is required in production (the fans' and the console's host names)",
      });
    if (env.ADMIN_TOKEN === 'dev-admin-token-change-me')
      ctx.addIssue({ code: 'custom', message: 'ADMIN_TOKEN must be set in production' });
    if (env.STRIPE_SECRET_KEY === 'sk_test_sandbox' || env.STRIPE_API_HOST)
      ctx.addIssue({
        code: 'custom',
        message: 'production needs a real STRIPE_SECRET_KEY and no STRIPE_API_HOST',
      });
    if (env.OPS_SECOND_FACTOR_KEY === 'development-only-second-factor-key-change-me')
      ctx.addIssue({ code: 'custom', message: 'OPS_SECOND_FACTOR_KEY must be set in production' });
    if (!env.SMTP_URL) ctx.addIssue({ code: 'custom', message: 'SMTP_URL is required in production' });
    if (!env.MAIL_FROM) ctx.addIssue({ code: 'custom', message: 'MAIL_FROM is required in production' });
    if (env.PUBLIC_WEB_URL === 'http://127.0.0.1:5173')
      ctx.addIssue({ code: 'custom', message: 'PUBLIC_WEB_URL must be set in production' });
    if (env.SEED_DEMO === 'true')
      ctx.addIssue({ code: 'custom', message: 'SEED_DEMO must be false in production' });
    if (env.FAN_CRASH_AT)
      ctx.addIssue({ code: 'custom', message: 'FAN_CRASH_AT is a test switch: never in production' });
    // Behind nginx without it, every client is nginx's address: one budget shared by everyone.
    if (env.RATE_LIMITS !== 'off' && !env.TRUSTED_PROXIES.trim())
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUSTED_PROXIES is required in production with rate limits on (the reverse proxies, or none)',
      });
  });

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
