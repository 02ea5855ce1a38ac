import type { IncomingMessage, ServerResponse } from 'node:http';
import { validateRequest } from './api-definition/validate-request.ts';
import { authenticate } from './http/auth.ts';
import { StripeApiError, invalidRequest, unauthorized } from './http/errors.ts';
import { parseForm, strArr, type Params } from './http/form.ts';
import { fingerprint, lookupIdempotent, saveIdempotent } from './http/idempotency.ts';
import { Router } from './http/router.ts';
import { newId } from './ids.ts';
import { pageRoutes } from './pages/index.ts';
import { apiRoutes } from './routes.ts';
import type { Sandbox } from './sandbox.ts';
import { shimSource } from './shim/index.ts';

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, DELETE, OPTIONS',
  'access-control-allow-headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'access-control-max-age': '300',
};

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export function createHandler(sb: Sandbox) {
  const api = new Router();
  api.add(apiRoutes(sb));
  const pages = pageRoutes(sb);

  /**
   * Every answer goes out through here: the changes behind it are committed first (with a data
   * file, on disk), as Stripe never acknowledges a write it could still lose.
   */
  function write(
    res: ServerResponse,
    method: string,
    status: number,
    headers: Record<string, string>,
    body: string,
  ): void {
    try {
      sb.commit(method !== 'GET');
    } catch (e) {
      console.error('stripe-sandbox: could not save its state', e);
      status = 500;
      headers = { 'content-type': 'application/json', ...CORS };
      body = JSON.stringify({ error: { type: 'api_error', message: 'The sandbox could not save.' } });
    }
    res.writeHead(status, headers);
    res.end(body);
  }

  function send(
    res: ServerResponse,
    method: string,
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ): void {
    write(
      res,
      method,
      status,
      { 'content-type': 'application/json', 'request-id': newId('req'), ...CORS, ...headers },
      body,
    );
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', sb.baseUrl || 'http://localhost');
    const method = req.method ?? 'GET';
    try {
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS);
        res.end();
        return;
      }
      if (url.pathname === '/v3' || url.pathname === '/v3/' || url.pathname === '/v3/stripe.js') {
        res.writeHead(200, {
          'content-type': 'application/javascript; charset=utf-8',
          'cache-control': 'no-cache',
          ...CORS,
        });
        res.end(shimSource(sb.baseUrl));
        return;
      }
      if (url.pathname.startsWith('/v1/')) {
        await handleApi(req, res, url, method);
        return;
      }
      const body = method === 'GET' ? '' : await readBody(req);
      const page = await pages(method, url, body);
      if (page) {
        write(
          res,
          method,
          page.status,
          { 'content-type': page.type, ...CORS, ...(page.headers ?? {}) },
          page.body,
        );
        return;
      }
      send(
        res,
        method,
        404,
        JSON.stringify({ error: { type: 'invalid_request_error', message: `Not found: ${url.pathname}` } }),
      );
    } catch (e) {
      if (e instanceof StripeApiError)
        send(res, method, e.status, JSON.stringify({ error: e.body }, null, 2));
      else {
        console.error('stripe-sandbox error', e);
        send(res, method, 500, JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
      }
    }
  };

  async function handleApi(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
  ): Promise<void> {
    const raw = method === 'GET' ? url.search.slice(1) : await readBody(req);
    const body: Params = parseForm(raw);
    const auth = authenticate(req.headers.authorization, body, sb.config);
    const matched = api.match(method, url.pathname);
    // Before anything else is looked at: a refused request does nothing and saves nothing.
    sb.rateLimiter.take('account', `${method} ${matched ? matched.route.path : url.pathname}`);
    if (!matched) {
      throw invalidRequest(
        `Unrecognized request URL (${method}: ${url.pathname}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
        undefined,
        undefined,
        404,
      );
    }
    if (auth.kind === 'publishable' && !matched.route.publishable) {
      throw unauthorized(
        'This API call cannot be made with a publishable API key. Please use a secret API key. You can find a list of your API keys at https://dashboard.stripe.com/account/apikeys.',
      );
    }
    // Before idempotency: Stripe saves no result for a request that fails validation.
    validateRequest(method, matched.route.path, body, auth.kind);
    const idemKey = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fp = fingerprint(method, url.pathname, raw);
    if (idemKey) {
      const saved = lookupIdempotent(sb.store, auth.key, idemKey, sb.clock.now());
      if (saved && saved.fingerprint !== fp) {
        throw new StripeApiError(400, {
          type: 'idempotency_error',
          message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idemKey}' if you meant to execute a different request.`,
        });
      }
      if (saved) {
        send(res, method, saved.status, saved.body, {
          'idempotent-replayed': 'true',
          'idempotency-key': idemKey,
        });
        return;
      }
    }
    let status = 200;
    let out: string;
    const requestId = newId('req');
    sb.currentRequest = { id: requestId, idempotency_key: idemKey ?? null };
    try {
      const result = matched.route.handler({
        method,
        path: url.pathname,
        params: matched.params,
        body,
        keyKind: auth.kind,
      });
      out = JSON.stringify(sb.expand(result, strArr(body, 'expand')), null, 2);
    } catch (e) {
      if (!(e instanceof StripeApiError)) throw e;
      status = e.status;
      out = JSON.stringify({ error: e.body }, null, 2);
    } finally {
      sb.currentRequest = null;
    }
    if (idemKey)
      saveIdempotent(sb.store, auth.key, idemKey, {
        fingerprint: fp,
        status,
        body: out,
        created: sb.clock.now(),
      });
    send(res, method, status, out, {
      'request-id': requestId,
      ...(idemKey ? { 'idempotency-key': idemKey } : {}),
    });
  }
}
