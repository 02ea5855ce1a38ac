/**
 * Where the API's administration endpoints (/admin/*, and /metrics) listen unless told otherwise: a
 * loopback address only, never the public listener's (issue 43, decision 052). The one place this
 * default lives: the API's private listener (lib/edge.ts adminListenAddress) and the operators' CLI
 * (ADMIN_API_URL's default) read it, so moving it moves both; scripts/lib/admin-url.mjs (plain node)
 * repeats it. `ADMIN_LISTEN` (host:port) overrides it.
 */
export const ADMIN_DEFAULT_HOST = '127.0.0.1';
/** The admin listener's port is the API's plus this (API_PORT 4000: 4100). */
export const ADMIN_PORT_OFFSET = 100;

export function defaultAdminListen(env: { ADMIN_LISTEN?: string; API_PORT?: string }): string {
  return (
    env.ADMIN_LISTEN?.trim() || `${ADMIN_DEFAULT_HOST}:${Number(env.API_PORT ?? 4000) + ADMIN_PORT_OFFSET}`
  );
}

/** The CLI's admin URL when ADMIN_API_URL is not set: http://<defaultAdminListen>. */
export const defaultAdminUrl = (env: { ADMIN_LISTEN?: string; API_PORT?: string }): string =>
  `http://${defaultAdminListen(env)}`;
