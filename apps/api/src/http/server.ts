import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
import {
  adminListenAddress,
  allowedHostNames,
  DEVELOPMENT_HOSTS,
  edgeRefusal,
  FIXED_HOST,
  pathOf,
  type EdgeRefusal,
} from '../lib/edge';

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

// Bodies of /ops/graphql without an operator's bearer token: a refusal follows whatever they hold, so
// nothing near the operators' 512 KB is read for it (decision 052).
export const MAX_ANONYMOUS_OPS_BODY = 16 * 1024;

/**
 * What a listener serves. `public` (API_HOST:API_PORT, behind nginx): the fans' GraphQL (and its
 * /graphql alias), the operators' GraphQL, Stripe's webhooks, health. `admin` (ADMIN_LISTEN, a
 * private address): the automation endpoints (/admin/*, ADMIN_TOKEN) and /metrics, health. Neither
 * answers the other's paths but 404.
 */
export type Surface = 'public' | 'admin';

/** The app: Node's request handler (what `createServer` takes), and the adapter's fetch handlers. */
export type App = ((req: IncomingMessage, res: ServerResponse) => void) &
  Pick<ReturnType<typeof createServerAdapter<{ req?: IncomingMessage }>>, 'fetch' | 'handleRequest'>;

export function createApp(services: Services, surface: Surface = 'public'): App {
  // The GraphQL endpoints are the public listener's only.
  const yoga = surface === 'public' ? createGraphqlHandler(services) : null;
  const ops = surface === 'public' ? createOpsGraphqlHandler(services) : null;
  const env = services.config.NODE_ENV;
  logger.level = services.config.LOG_LEVEL ?? (env === 'test' ? 'silent' : 'info');
  // The admin listener is reached by address (loopback, a private one): any plain host. The public
  // one only by the configured names.
  const hosts =
    surface === 'admin'
      ? null
      : allowedHostNames(services.config.ALLOWED_HOSTS ?? (env === 'production' ? '' : DEVELOPMENT_HOSTS));

  // Exact paths of the raw target (checked plain by edgeRefusal), never a prefix of a parsed URL.
  async function route(request: Request, path: string): Promise<Response> {
    if (!yoga || !ops) {
      if (path.startsWith('/admin/')) {
        const limited = await limitBody(request, MAX_ADMIN_BODY);
        return limited instanceof Response ? limited : handleAdmin(services, limited, path);
      }
      if (path === '/metrics') return metricsEndpoint(services, request);
    } else {
      if (path === GRAPHQL_PATH) {
        const limited = await limitBody(request, MAX_GRAPHQL_BODY);
        return limited instanceof Response ? limited : yoga.fetch(limited);
      }
      if (path === OPS_GRAPHQL_PATH) {
        // Without an operator's bearer token the call is refused whatever it asks: its body is
        // bounded far below the operators' (the declared length first, then counted while read).
        const bearer = /^Bearer \S/i.test(request.headers.get('authorization') ?? '');
        const limited = await limitBody(request, bearer ? MAX_OPS_BODY : MAX_ANONYMOUS_OPS_BODY);
        return limited instanceof Response ? limited : ops.fetch(limited);
      }
      if (path === '/webhooks/stripe' && request.method === 'POST') {
        const limited = await limitBody(request, MAX_WEBHOOK_BODY);
        return limited instanceof Response ? limited : handleWebhook(services, limited);
      }
    }
    if (path === '/healthz') return new Response('ok');
    if (path === '/readyz') return readiness(services);
    return new Response('Not Found', { status: 404 });
  }

  const proxies = trustedProxies(services.config.TRUSTED_PROXIES ?? '');
  /** Node requests the edge checked (their raw target, and why refused when it was). */
  const checked = new WeakMap<IncomingMessage, { target: string; refusal: EdgeRefusal | null }>();
  const adapter = createServerAdapter<{ req?: IncomingMessage }>(async (request: Request, context) => {
    const req = context?.req;
    // A Node request: its raw target, checked before the adapter built the URL (on FIXED_HOST). A
    // Request handed in (tests, in process): the same check of its own URL and host.
    let edge = req ? checked.get(req) : undefined;
    if (!edge) {
      const url = new URL(request.url);
      const target = url.pathname + url.search;
      edge = { target, refusal: edgeRefusal(target, request.headers.get('host') ?? url.host, hosts) };
    }
    const path = pathOf(edge.target);
    const graphql = !edge.refusal && path === GRAPHQL_PATH;
    const opsCall = !edge.refusal && path === OPS_GRAPHQL_PATH;
    // An operator's (or an administrator's, /admin/*) request id is the server's own: it is what their
    // audit rows are found by, so a caller cannot make two calls share one or point theirs at another's.
    const audited = opsCall || surface === 'admin';
    const givenId = audited ? null : request.headers.get('x-request-id');
    const scope = newScope(givenId, graphql ? STRIPE_CALLS_PER_REQUEST : null);
    if (req) scope.clientAddress = clientAddress(req, proxies);
    const started = performance.now();
    const response = edge.refusal
      ? new Response('Bad Request', { status: 400, headers: { connection: 'close' } })
      : await runInScope(scope, () => route(request, path));
    const secured = withSecurityHeaders(response, env);
    secured.headers.set('x-request-id', scope.requestId);
    if (edge.refusal) {
      logger.warn(
        {
          requestId: scope.requestId,
          client: scope.clientAddress,
          method: request.method,
          refusal: edge.refusal,
        },
        'request refused at the edge',
      );
      return secured;
    }
    if (path !== '/healthz' && path !== '/metrics')
      record(scope, request.method, path, secured.status, performance.now() - started, graphql, opsCall);
    return secured;
  });

  const app = (req: IncomingMessage, res: ServerResponse) => {
    const target = req.url ?? '';
    const refusal = edgeRefusal(target, req.headers.host, hosts);
    checked.set(req, { target, refusal });
    // The URL the adapter builds: the fixed base and the checked target (or `/`, refused), never Host.
    req.headers.host = FIXED_HOST;
    if (refusal) req.url = '/';
    // /graphql is an alias of the versioned path (spec section 7).
    else if (pathOf(target) === '/graphql') {
      req.url = GRAPHQL_PATH + target.slice('/graphql'.length);
      checked.set(req, { target: req.url, refusal });
    }
    void adapter(req, res);
  };
  return Object.assign(app, { fetch: adapter.fetch, handleRequest: adapter.handleRequest });
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

/** One listener: the public one (API_HOST:API_PORT) or the private admin one (ADMIN_LISTEN). */
export function listen(
  services: Services,
  port: number,
  host: string,
  surface: Surface = 'public',
): Promise<Server> {
  const server = createServer(createApp(services, surface));
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

/** The private listener of /admin/* and /metrics, at ADMIN_LISTEN (loopback by default). */
export function listenAdmin(services: Services): Promise<Server> {
  const { host, port } = adminListenAddress(services.config.ADMIN_LISTEN, services.config.API_PORT);
  return listen(services, port, host, 'admin');
}
