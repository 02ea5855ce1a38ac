import { createServer, type Server } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import type { Services } from '../graphql/context';
import { createGraphqlHandler, GRAPHQL_PATH } from '../graphql/yoga';
import { handleAdmin } from './admin';
import { handleWebhook } from '../integrations/stripe/handle-webhook';

// Routes: GraphQL at /api/v2/graphql, Stripe webhooks, operator endpoints, health.
export function createApp(services: Services) {
  const yoga = createGraphqlHandler(services);
  return createServerAdapter(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === GRAPHQL_PATH) return yoga.fetch(request);
    if (url.pathname === '/webhooks/stripe' && request.method === 'POST')
      return handleWebhook(services, request);
    if (url.pathname.startsWith('/admin/')) return handleAdmin(services, request, url.pathname);
    if (url.pathname === '/healthz') return new Response('ok');
    return new Response('Not Found', { status: 404 });
  });
}

export function listen(services: Services, port: number, host: string): Promise<Server> {
  const app = createApp(services);
  const server = createServer((req, res) => {
    // /graphql is an alias of the versioned path (spec section 7).
    if (req.url === '/graphql' || req.url?.startsWith('/graphql?')) req.url = GRAPHQL_PATH + req.url.slice(8);
    void app(req, res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
