import { UsageError } from './args';

// Where the CLI sends an operator's ID token, session or the ADMIN_TOKEN (issue 43 item 6): https, or
// plain http to this machine only (development, the Auth Emulator, an SSH tunnel). Anything else
// would put them on the network in clear.

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[::1\])$/i;

export const isLoopback = (hostname: string) => LOOPBACK.test(hostname);

/** `url` as a URL when it is https, or http to a loopback address; otherwise a UsageError. */
export function safeUrl(url: string, setting: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`${setting} is not a URL: ${url}`);
  }
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && isLoopback(parsed.hostname)) return parsed;
  throw new UsageError(
    `${setting} (${url}) must be https: plain http is refused except to this machine (127.0.0.1, ::1, localhost)`,
  );
}
