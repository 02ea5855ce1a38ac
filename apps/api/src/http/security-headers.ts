/**
 * Headers on every API answer. The API serves JSON only, so its CSP allows nothing; GraphiQL (a
 * page with scripts) exists only in development, where the CSP is left off.
 */
export function withSecurityHeaders(response: Response, env: string): Response {
  const secured = new Response(response.body, response);
  const h = secured.headers;
  h.set('x-content-type-options', 'nosniff');
  h.set('x-frame-options', 'DENY');
  h.set('referrer-policy', 'no-referrer');
  if (env !== 'development') h.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  // Production runs behind TLS; browsers ignore HSTS over plain HTTP anyway.
  if (env === 'production') h.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  return secured;
}
