/**
 * Headers on every API answer. The API serves JSON only, so its CSP allows nothing; GraphiQL (a
 * page with scripts) exists only in development, where the CSP is left off.
 */
export function withSecurityHeaders(response: Response, env: string): Response {
  // Set in place: wrapping the answer in a new Response would stream its body through web streams.
  // Only a Response whose headers are immutable (one fetch() returned) is copied.
  let secured = response;
  try {
    response.headers.set('x-content-type-options', 'nosniff');
  } catch {
    secured = new Response(response.body, response);
  }
  const h = secured.headers;
  h.set('x-content-type-options', 'nosniff');
  h.set('x-frame-options', 'DENY');
  h.set('referrer-policy', 'no-referrer');
  if (env !== 'development') h.set('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  // Production runs behind TLS; browsers ignore HSTS over plain HTTP anyway.
  if (env === 'production') h.set('strict-transport-security', 'max-age=63072000; includeSubDomains');
  return secured;
}
