/**
 * Where the API's administration endpoints (/admin/*, and /metrics) listen unless told otherwise: a
 * loopback address only, never the public listener's (issue 43). The one place this default lives:
 * the operators' CLI reads it for ADMIN_API_URL's default, and the API's private admin listener
 * (ADMIN_LISTEN, issue 43 item 1) is to read the same, so moving it moves both. `ADMIN_LISTEN`
 * (host:port) overrides it; today the admin endpoints answer on the API's own port, so the default
 * port is API_PORT's.
 */
export const ADMIN_DEFAULT_HOST = '127.0.0.1';

export function defaultAdminListen(env: { ADMIN_LISTEN?: string; API_PORT?: string }): string {
  return env.ADMIN_LISTEN?.trim() || `${ADMIN_DEFAULT_HOST}:${env.API_PORT ?? '4000'}`;
}

/** The CLI's admin URL when ADMIN_API_URL is not set: http://<defaultAdminListen>. */
export const defaultAdminUrl = (env: { ADMIN_LISTEN?: string; API_PORT?: string }): string =>
  `http://${defaultAdminListen(env)}`;
