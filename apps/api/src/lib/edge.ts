import { isIP } from 'node:net';
import { ADMIN_DEFAULT_HOST, ADMIN_PORT_OFFSET } from '@fan/shared';

/**
 * What the API routes on is what it was sent (docs/decisions/052-edge-routing.md): the raw request
 * target (Node's `req.url`, before any URL parser normalised it) and the `Host` header, both checked
 * here before anything else. A URL parser given `http://${Host}${target}` would treat `\` as `/`,
 * resolve `..` and cut at `#`: `Host: x\ops\graphql#` with the target `/api/v2/graphql` parses to
 * the path `/ops/graphql`. So the target must be a plain origin-form path (no `\`, `#`, encoded
 * slash, backslash or dot, no dot segment), the host a plain name or address among the configured
 * ones, and every request URL is then built on a fixed base (`http://` FIXED_HOST), never on `Host`.
 */

/** Every request URL's authority: the client's `Host` never becomes part of a URL. */
export const FIXED_HOST = 'api.internal';

/** Why a request is refused at the edge (400), or null when its target and host are plain. */
export type EdgeRefusal = 'target' | 'host' | 'unknownHost';

/** A target's path: up to its query, if any. */
export const pathOf = (target: string): string => {
  const q = target.indexOf('?');
  return q === -1 ? target : target.slice(0, q);
};

// `\`, `#`, and the encoded slash, backslash and dot (any case): none of our paths holds one, and
// each is something a URL parser would turn into structure.
const FORBIDDEN_IN_PATH = /[\\#]|%(2f|5c|2e)/i;
const DOT_SEGMENT = /(^|\/)\.\.?(\/|$)/;

/** The raw target: origin-form (`/…`), its path free of `\`, `#`, encoded separators and dot segments. */
export function plainTarget(target: string): boolean {
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (target.includes('#')) return false;
  const path = pathOf(target);
  return !FORBIDDEN_IN_PATH.test(path) && !DOT_SEGMENT.test(path);
}

// A DNS name (letters, digits, hyphens, dots between labels) or a bracketed IPv6 address, then an
// optional port. Nothing else: no `\`, `#`, `?`, `/`, `@`, spaces.
const HOST =
  /^(?:((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)|\[([0-9a-f:.]+)\])(?::\d{1,5})?$/i;

/** The host's name (lowercase, brackets kept for IPv6) without its port, or null when not plain. */
export function hostName(host: string | undefined): string | null {
  if (!host || host.length > 260) return null;
  const match = HOST.exec(host);
  if (!match) return null;
  if (match[2] !== undefined) return isIP(match[2]) === 6 ? `[${match[2].toLowerCase()}]` : null;
  return match[1]!.toLowerCase();
}

/**
 * The host names a request may name (ALLOWED_HOSTS, comma-separated: names, IPv4 addresses,
 * bracketed IPv6 ones; no ports). Throws on an entry that is not one.
 */
export function allowedHostNames(setting: string): Set<string> {
  const names = new Set<string>();
  for (const entry of setting
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const name = hostName(entry);
    if (!name || entry.includes(':', entry.lastIndexOf(']') + 1))
      throw new Error(`${entry} is not a host name (no port, IPv6 in brackets)`);
    names.add(name);
  }
  return names;
}

/** Outside production, unset ALLOWED_HOSTS: the machine's own names (npm start, the tests). */
export const DEVELOPMENT_HOSTS = 'localhost,127.0.0.1,[::1]';

/**
 * The edge's verdict on one request: its raw target and its `Host`. `allowed` null: any plain host
 * (the private admin listener, reached by address).
 */
export function edgeRefusal(
  target: string,
  host: string | undefined,
  allowed: Set<string> | null,
): EdgeRefusal | null {
  if (!plainTarget(target)) return 'target';
  const name = hostName(host);
  if (!name) return 'host';
  if (allowed && !allowed.has(name)) return 'unknownHost';
  return null;
}

/**
 * ADMIN_LISTEN (`host:port`, IPv6 in brackets) as what `server.listen` takes. Unset: loopback, on
 * API_PORT + 100 (0 when API_PORT is 0: any free one). Throws on a wildcard address: the private
 * listener names one interface.
 */
export function adminListenAddress(
  setting: string | undefined,
  apiPort: number,
): { host: string; port: number } {
  if (!setting) {
    const port = apiPort === 0 || apiPort + ADMIN_PORT_OFFSET > 65535 ? 0 : apiPort + ADMIN_PORT_OFFSET;
    return { host: ADMIN_DEFAULT_HOST, port };
  }
  const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:[\]]+)):(\d{1,5})$/.exec(setting.trim());
  const host = match?.[1] ?? match?.[2];
  const port = Number(match?.[3]);
  if (!match || !host || port > 65535) throw new Error(`${setting} is not host:port (IPv6 in brackets)`);
  if (host !== 'localhost' && !isIP(host))
    throw new Error(`${setting}: the host must be an address or localhost`);
  if (host === '0.0.0.0' || host === '::' || /^0+(\.0+){0,3}$|^[0:]+$/.test(host))
    throw new Error(`${setting}: a wildcard address would serve /admin and /metrics on every interface`);
  return { host, port };
}
