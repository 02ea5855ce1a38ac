import type { IncomingMessage } from 'node:http';

/**
 * The client's address: the TCP peer, unless the peer is one of our reverse proxies (TRUSTED_PROXIES),
 * in which case the last X-Forwarded-For entry, the one that proxy wrote (deploy/nginx.conf sets it
 * to the address it saw). A header from anyone else is the client's own claim and ignored.
 */
export function clientAddress(req: Pick<IncomingMessage, 'socket' | 'headers'>, trusted: Set<string>) {
  const peer = normalise(req.socket.remoteAddress ?? '');
  if (!trusted.has(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const last = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').pop()?.trim();
  return last ? normalise(last) : peer;
}

/** "::ffff:127.0.0.1" (an IPv4 peer on a dual-stack socket) is 127.0.0.1. */
function normalise(address: string) {
  return address.startsWith('::ffff:') ? address.slice(7) : address;
}

export function trustedProxies(setting: string): Set<string> {
  return new Set(
    setting
      .split(',')
      .map((s) => normalise(s.trim()))
      // `none`: said on purpose (production requires the setting), clients reach the API directly.
      .filter((s) => s && s !== 'none'),
  );
}
