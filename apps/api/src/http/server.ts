import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import type { Services } from '../services';
import { createGraphqlHandler, GRAPHQL_PATH } from '../graphql/yoga';
import { handleAdmin } from './admin';
import { createOpsGraphqlHandler, OPS_GRAPHQL_PATH } from '../ops/yoga';
import { handleWebhook } from '../modules/stripe-webhooks/handle-webhook';
import { limitBody } from './body-limit';
import { withSecurityHeaders } from './security-headers';
import { readiness } from './health';
import { metricsEndpoint } from './metrics-endpoint';
import { newScope, runInScope, type RequestScope } from '../lib/request-scope';
import { logger } from '../lib/logger';
import { clientAddress, trustedProxies } from '../lib/client-address';
import { graphqlDuration, graphqlErrors } from '../lib/metrics';

// Bodies: a GraphQL operation of our clients is a few KB; a Stripe event well under 1 MB.
const MAX_GRAPHQL_BODY = 100 * 1024;
const MAX_WEBHOOK_BODY = 1024 * 1024;
const MAX_ADMIN_BODY = 16 * 1024;
// Operators upload icons (256 KB, base64) and terms texts.
const MAX_OPS_BODY = 512 * 1024;
/**
 * Stripe calls one GraphQL request may make. Most mutations make fewer than ten; the busiest path
 * the lifecycle model has found makes 29 (a card registration that replaces a pending konbini one,
 * is declined, and cancels its incomplete subscription while another creator's renewal is in retry:
 * each cancel voids drafts and turns the other renewal's collection back on, and each convergence
 * re-reads the subscription and its paid invoices; scenario 'card registration after a declined
 * upgrade and renewal'). 25 refused it (issue 35); the bound stays, with room above that path.
 */
export const STRIPE_CALLS_PER_REQUEST = 40;

// Routes: GraphQL at /api/v2/graphql, operators' GraphQL at /ops/graphql, Stripe webhooks, the
// automation endpoints (/admin, ADMIN_TOKEN), health, metrics.
export function createApp(services: Services) {
  const yoga = createGraphqlHandler(services);
  const ops = createOpsGraphqlHandler(services);
  const env = services.config.NODE_ENV;
  logger.level = services.config.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info');

  async function route(request: Request, url: URL): Promise<Response> {
    if (url.pathname === GRAPHQL_PATH) {
      const limited = await limitBody(request, MAX_GRAPHQL_BODY);
      return limited instanceof Response ? limited : yoga.fetch(limited);
    }
    if (url.pathname === OPS_GRAPHQL_PATH) {
      const limited = await limitBody(request, MAX_OPS_BODY);
      return limited instanceof Response ? limited : ops.fetch(limited);
    }
    if (url.pathname === '/webhooks/stripe' && request.method === 'POST') {
      const limited = await limitBody(request, MAX_WEBHOOK_BODY);
      return limited instanceof Response ? limited : handleWebhook(services, limited);
    }
    if (url.pathname.startsWith('/admin/')) {
      const limited = await limitBody(request, MAX_ADMIN_BODY);
      return limited instanceof Response ? limited : handleAdmin(services, limited, url.pathname);
    }
    if (url.pathname === '/healthz') return new Response('ok');
    if (url.pathname === '/readyz') return readiness(services);
    if (url.pathname === '/metrics') return metricsEndpoint(services, request);
    return new Response('Not Found', { status: 404 });
  }

  const proxies = trustedProxies(services.config.TRUSTED_PROXIES ?? '');
  return createServerAdapter<{ req?: IncomingMessage }>(async (request: Request, context) => {
    const url = new URL(request.url);
    const graphql = url.pathname === GRAPHQL_PATH;
    const opsCall = url.pathname === OPS_GRAPHQL_PATH;
    // An operator's (or an administrator's, /admin/*) request id is the server's own: it is what their
    // audit rows are found by, so a caller cannot make two calls share one or point theirs at another's.
    const audited = opsCall || url.pathname.startsWith('/admin/');
    const givenId = audited ? null : request.headers.get('x-request-id');
    const scope = newScope(givenId, graphql ? STRIPE_CALLS_PER_REQUEST : null);
    if (context?.req) scope.clientAddress = clientAddress(context.req, proxies);
    const started = performance.now();
    const response = await runInScope(scope, () => route(request, url));
    const secured = withSecurityHeaders(response, env);
    secured.headers.set('x-request-id', scope.requestId);
    if (url.pathname !== '/healthz' && url.pathname !== '/metrics')
      record(
        scope,
        request.method,
        url.pathname,
        secured.status,
        performance.now() - started,
        graphql,
        opsCall,
      );
    return secured;
  });
}

/** One log line per request (ids, names and codes only: no bodies, no headers) and its metrics. */
function record(
  scope: RequestScope,
  method: string,
  path: string,
  status: number,
  ms: number,
  graphql: boolean,
  opsCall = false,
) {
  const line = {
    requestId: scope.requestId,
    client: scope.clientAddress,
    method,
    path,
    status,
    durationMs: Math.round(ms),
    ...(scope.caller ? { caller: scope.caller } : {}),
    ...(graphql || opsCall
      ? {
          operationName: scope.operationName,
          operation: scope.operation,
          outcome: scope.outcome ?? `http_${status}`,
        }
      : {}),
    ...(scope.stripeCalls ? { stripeCalls: scope.stripeCalls } : {}),
  };
  logger.info(line, 'request');
  if (!graphql) return;
  const operation = scope.operation ?? 'unexecuted';
  const outcome = scope.outcome ?? `http_${status}`;
  graphqlDuration.observe({ operation, outcome }, ms / 1000);
  if (outcome !== 'ok') graphqlErrors.inc({ operation, code: outcome });
}

export function listen(services: Services, port: number, host: string): Promise<Server> {
  const app = createApp(services);
  const server = createServer((req, res) => {
    // /graphql is an alias of the versioned path (spec section 7).
    if (req.url === '/graphql' || req.url?.startsWith('/graphql?')) req.url = GRAPHQL_PATH + req.url.slice(8);
    void app(req, res);
  });
  // nginx keeps idle upstream connections for 60 s (keepalive_timeout's default in an upstream);
  // Node closes them after 5 s by default, so nginx could send a POST on a socket the API is closing
  // (a reset it must not retry: a 502). Outliving nginx's, the API never closes one first.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
