// Where the running API's private listener is (/admin/*, /metrics; docs/decisions/052-edge-routing.md):
// ADMIN_API_URL, else http:// and ADMIN_LISTEN, else loopback on API_PORT + 100 (4100),
// as the API's own default.
/** @param {Record<string, string | undefined>} [env] */
export function adminApiUrl(env = process.env) {
  if (env.ADMIN_API_URL) return env.ADMIN_API_URL.replace(/\/$/, '');
  if (env.ADMIN_LISTEN) return `http://${env.ADMIN_LISTEN}`;
  return `http://127.0.0.1:${Number(env.API_PORT ?? 4000) + 100}`;
}
