#!/usr/bin/env node
// Renders deploy/nginx.conf or deploy/pgbouncer.ini: every {{NAME}} slot from the environment, with
// the defaults below; a slot without a value is an error, so no half-filled file reaches a server.
//
//   node deploy/render.mjs nginx.conf > /etc/nginx/sites-enabled/fan-app.conf     (see README)
//   node deploy/render.mjs pgbouncer.ini > /etc/pgbouncer/pgbouncer.ini
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';

const DEFAULTS = {
  'nginx.conf': {
    NGINX_WORKERS: 'auto',
    NGINX_PREFIX: '/var/lib/nginx',
    NGINX_DAEMON: 'on',
    NGINX_ACCESS_LOG: '/var/log/nginx/fan-app.access.log',
    LISTEN: '80',
    SERVER_NAME: '_',
    WEB_ROOT: '/srv/fan-app/web',
    // The operators' console (apps/console/dist) on a host of its own, at its root: its host name
    // (required: e.g. console.example.jp; it must also be among Firebase Auth's authorized domains),
    // its listen (empty: LISTEN's, the host name tells the two apart) and its files.
    CONSOLE_SERVER_NAME: '',
    CONSOLE_LISTEN: '',
    CONSOLE_ROOT: '/srv/fan-app/console',
    // The Host nginx sends the API for each server (never the client's; docs/decisions/052): empty,
    // the first name of SERVER_NAME and of CONSOLE_SERVER_NAME. The API's ALLOWED_HOSTS lists both.
    FAN_UPSTREAM_HOST: '',
    CONSOLE_UPSTREAM_HOST: '',
    // Who may reach the console's host (its pages and /ops/graphql): addresses and CIDR ranges,
    // comma-separated, as the API's own setting of the same name; others are answered 403 by nginx.
    // Empty: everyone (development).
    OPS_ALLOWED_ADDRESSES: '',
    // "127.0.0.1:4000,127.0.0.1:4001": one `server` line each, with passive health checks.
    API_UPSTREAMS: '127.0.0.1:4000',
    API_MAX_FAILS: '2',
    API_FAIL_TIMEOUT: '10s',
    // Stripe.js and Firebase Auth (README "Production"). The sandbox and the Auth Emulator replace
    // these origins in local runs.
    STRIPE_JS_ORIGIN: 'https://js.stripe.com https://*.js.stripe.com',
    STRIPE_FRAME_ORIGINS: 'https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    STRIPE_CONNECT_ORIGINS: 'https://api.stripe.com',
    FIREBASE_AUTH_DOMAIN: '',
    FIREBASE_CONNECT_ORIGINS: 'https://identitytoolkit.googleapis.com https://securetoken.googleapis.com',
    EXTRA_IMG_SRC: '',
    // 'on' where this nginx terminates TLS (or its load balancer does, for https only).
    HSTS: 'off',
    // Requests per client address (nginx limit_req: a steady rate and a burst served at once); 'off'
    // drops a limit. GraphQL (/api/v2/graphql and /graphql together): a page load sends a handful of
    // requests at once, a fan tapping around a few a second, several fans may share an address (a
    // carrier's NAT). Webhooks: Stripe sends bursts from a few addresses, generously.
    RATE_LIMIT_GRAPHQL: '10r/s',
    RATE_LIMIT_GRAPHQL_BURST: '40',
    RATE_LIMIT_WEBHOOKS: '50r/s',
    RATE_LIMIT_WEBHOOKS_BURST: '500',
    // The console's /ops/graphql: a few operators; a dashboard sends a handful of requests at once.
    RATE_LIMIT_CONSOLE: '5r/s',
    RATE_LIMIT_CONSOLE_BURST: '30',
    // Shared memory of each zone: 1 MB keeps about 16,000 addresses.
    RATE_LIMIT_ZONE_SIZE: '10m',
    RATE_LIMIT_RETRY_AFTER: '1',
  },
  'pgbouncer.ini': {
    PGB_DATABASE: 'fan',
    PGB_TARGET: 'host=127.0.0.1 port=5432 dbname=fan',
    PGB_LISTEN_ADDR: '127.0.0.1',
    PGB_PORT: '6432',
    PGB_POOL_SIZE: '20',
    PGB_AUTH_TYPE: 'scram-sha-256',
    PGB_AUTH_FILE: '/etc/pgbouncer/userlist.txt',
    PGB_LOGFILE: '/var/log/postgresql/pgbouncer.log',
    PGB_PIDFILE: '/run/postgresql/pgbouncer.pid',
    PGB_ADMIN_USER: 'postgres',
  },
};

/** @typedef {typeof DEFAULTS['nginx.conf'] & Record<string, string>} NginxValues the slots and the derived ones */

/**
 * @param {string} file
 * @param {Record<string, string | undefined>} [env]
 */
export function render(file, env = process.env) {
  const defaults = /** @type {Record<string, Record<string, string>>} */ (DEFAULTS)[file];
  if (!defaults) throw new Error(`render: unknown template ${file}`);
  /** @type {Record<string, string>} */
  const values = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = env[key];
    if (value !== undefined) values[key] = value;
  }
  if (file === 'nginx.conf') derivedNginx(/** @type {NginxValues} */ (values));
  const text = readFileSync(resolve(import.meta.dirname, file), 'utf8');
  return text.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`render: ${file} needs ${name}`);
    return values[name];
  });
}

/** @param {NginxValues} v */
function derivedNginx(v) {
  const servers = v.API_UPSTREAMS.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length === 0) throw new Error('render: API_UPSTREAMS is empty');
  if (!v.CONSOLE_SERVER_NAME.trim())
    throw new Error(
      "render: CONSOLE_SERVER_NAME is required: the operators' console's own host name (e.g. console.example.jp)",
    );
  if (v.CONSOLE_SERVER_NAME.trim() === v.SERVER_NAME.trim())
    throw new Error(
      'render: CONSOLE_SERVER_NAME must differ from SERVER_NAME (the console has a host of its own)',
    );
  v.CONSOLE_LISTEN = v.CONSOLE_LISTEN.trim() || v.LISTEN;
  v.CONSOLE_ALLOW = allowList(v.OPS_ALLOWED_ADDRESSES);
  v.FAN_UPSTREAM_HOST = upstreamHost('FAN_UPSTREAM_HOST', v.FAN_UPSTREAM_HOST, 'SERVER_NAME', v.SERVER_NAME);
  v.CONSOLE_UPSTREAM_HOST = upstreamHost(
    'CONSOLE_UPSTREAM_HOST',
    v.CONSOLE_UPSTREAM_HOST,
    'CONSOLE_SERVER_NAME',
    v.CONSOLE_SERVER_NAME,
  );
  v.API_SERVERS = servers
    .map((s) => `    server ${s} max_fails=${v.API_MAX_FAILS} fail_timeout=${v.API_FAIL_TIMEOUT};`)
    .join('\n');
  const list = (/** @type {string[]} */ ...parts) => parts.join(' ').split(/\s+/).filter(Boolean).join(' ');
  const authFrame = v.FIREBASE_AUTH_DOMAIN ? `https://${v.FIREBASE_AUTH_DOMAIN}` : '';
  // Firebase's Google/Apple sign-in loads the Google API loader and the auth domain's frame.
  v.CSP_SCRIPT_SRC = list(v.STRIPE_JS_ORIGIN, authFrame ? 'https://apis.google.com' : '');
  v.CSP_FRAME_SRC = list(v.STRIPE_FRAME_ORIGINS, authFrame) || "'none'";
  v.CSP_CONNECT_SRC = list(v.STRIPE_CONNECT_ORIGINS, v.FIREBASE_CONNECT_ORIGINS);
  v.CSP_CONSOLE_CONNECT_SRC = v.FIREBASE_CONNECT_ORIGINS;
  v.CSP_IMG_SRC = list(v.EXTRA_IMG_SRC, 'https://*.stripe.com');
  /** @type {[name: string, key: string, rate: string, burst: string][]} */
  const allZones = [
    ['fan_graphql', '$fan_graphql_client', v.RATE_LIMIT_GRAPHQL, v.RATE_LIMIT_GRAPHQL_BURST],
    ['fan_webhooks', '$fan_webhook_client', v.RATE_LIMIT_WEBHOOKS, v.RATE_LIMIT_WEBHOOKS_BURST],
    ['console_graphql', '$console_graphql_client', v.RATE_LIMIT_CONSOLE, v.RATE_LIMIT_CONSOLE_BURST],
  ];
  const zones = allZones.filter(([, , rate]) => rate !== 'off');
  for (const [name, , rate, burst] of zones) {
    if (!/^\d+r\/[sm]$/.test(rate)) throw new Error(`render: ${name} rate ${rate} is not like 10r/s or off`);
    if (!/^\d+$/.test(burst)) throw new Error(`render: ${name} burst ${burst} is not a number`);
  }
  v.RATE_LIMIT_ZONES = zones
    .map(
      ([name, key, rate]) => `  limit_req_zone ${key} zone=${name}:${v.RATE_LIMIT_ZONE_SIZE} rate=${rate};`,
    )
    .join('\n');
  const reqs = (/** @type {(name: string) => boolean} */ which) =>
    zones
      .filter(([name]) => which(name))
      .map(([name, , , burst]) => `      limit_req zone=${name} burst=${burst} nodelay;`)
      .join('\n');
  v.RATE_LIMIT_REQS = reqs((name) => name.startsWith('fan_'));
  v.RATE_LIMIT_CONSOLE_REQS = reqs((name) => name === 'console_graphql');
  v.RATE_LIMITED_BODY = JSON.stringify({
    errors: [
      {
        message: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
        extensions: { code: 'RATE_LIMITED', retryAfter: Number(v.RATE_LIMIT_RETRY_AFTER) },
      },
    ],
  });
  v.HSTS_HEADER =
    v.HSTS === 'on'
      ? 'add_header Strict-Transport-Security "max-age=63072000; includeSubDomains" always;'
      : '';
}

/**
 * The fixed Host a server sends upstream: the setting, else its server_name's first name; a plain
 * host name either way (`_`, a wildcard or a regex name is no Host to send).
 * @param {string} setting @param {string} value @param {string} namesSetting @param {string} names
 */
function upstreamHost(setting, value, namesSetting, names) {
  const host = value.trim() || names.trim().split(/\s+/)[0] || '';
  if (!/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i.test(host))
    throw new Error(
      `render: ${setting} (default: ${namesSetting}'s first name) must be a host name, not "${host}": nginx sends it to the API as Host, and the API's ALLOWED_HOSTS lists it`,
    );
  return host.toLowerCase();
}

/**
 * OPS_ALLOWED_ADDRESSES as nginx `allow` lines and a final `deny all` (empty: none, everyone). Each
 * entry an IPv4 or IPv6 address, optionally with a prefix length; anything else is an error here
 * rather than a line nginx refuses (or, worse, reads otherwise).
 * @param {string} setting
 */
export function allowList(setting) {
  const entries = setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (entries.length === 0) return '    # OPS_ALLOWED_ADDRESSES empty: every address.';
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    if (
      !family ||
      extra !== undefined ||
      (prefix !== undefined && !(/^\d+$/.test(prefix) && Number(prefix) <= bits))
    )
      throw new Error(`render: OPS_ALLOWED_ADDRESSES: ${entry} is not an address or a CIDR range`);
  }
  return [...entries.map((e) => `    allow ${e};`), '    deny all;'].join('\n');
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node deploy/render.mjs nginx.conf|pgbouncer.ini');
    process.exit(2);
  }
  process.stdout.write(render(file));
}
