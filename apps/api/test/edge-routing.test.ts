import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../src/http/server';
import { harnessForFile } from './support/harness';
import { gqlBody, rawRequest } from './support/raw-http';

// The edge routes by what it was sent (docs/decisions/052-edge-routing.md, issue 43 item 1): the raw
// request target by exact path, `Host` among ALLOWED_HOSTS, URLs on a fixed base; /admin/* and
// /metrics only on the private listener. The crafted requests go over raw sockets (fetch and
// node:http would normalise them first), as an attacker sends them.
describe('the edge routes by what it was sent', () => {
  const h = harnessForFile();
  let server: Server;
  let admin: Server;
  let port: number;
  let adminPort: number;
  beforeAll(async () => {
    server = await listen(h.services, 0, '127.0.0.1');
    admin = await listen(h.services, 0, '127.0.0.1', 'admin');
    port = (server.address() as AddressInfo).port;
    adminPort = (admin.address() as AddressInfo).port;
  });
  afterAll(() => {
    server?.close();
    admin?.close();
  });

  const ME = gqlBody('{ me { uid } }');
  const post = (target: string, host?: string, headers: string[] = []) =>
    rawRequest(port, {
      target,
      host,
      headers: ['Content-Type: application/json', 'X-Project-Id: demo', ...headers],
      body: ME,
    });

  it("refuses a Host that a URL parser would turn into a path: the fans' path never reaches /ops/graphql", async () => {
    // new URL('http://x\\ops\\graphql#/api/v2/graphql').pathname is /ops/graphql.
    for (const host of ['x\\ops\\graphql#', 'x\\ops\\graphql?', 'x/ops/graphql#', 'a@b', 'a b']) {
      const answer = await post('/api/v2/graphql', host);
      expect(answer.status, host).toBe(400);
      expect(answer.body, host).not.toMatch(/UNAUTHENTICATED|errors/);
    }
  });

  it('refuses backslashes, encoded slashes and dots, and dot segments in the raw path', async () => {
    for (const target of [
      '/api/v2/..\\..\\..\\ops\\x/../graphql',
      '/api/v2/%2e%2e/%2E%2E/ops/graphql',
      '/api/v2/graphql/../../../ops/graphql',
      '/api/v2/./graphql',
      '/ops%2fgraphql',
      '/ops%2Fgraphql',
      '/ops%5cgraphql',
      '/api/v2/graphql%5C..%5C..%5Cops%5Cgraphql',
      '/ops\\graphql',
      '/admin/..%2fmetrics',
      'http://127.0.0.1/ops/graphql',
      '//ops/graphql',
    ]) {
      const answer = await post(target);
      expect(answer.status, target).toBe(400);
    }
  });

  it('refuses a Host not among ALLOWED_HOSTS, and a request without one', async () => {
    expect((await post('/api/v2/graphql', 'evil.example')).status).toBe(400);
    expect((await post('/api/v2/graphql', 'api.test.evil.example:443')).status).toBe(400);
    expect((await rawRequest(port, { method: 'GET', target: '/healthz', host: null })).status).toBe(400);
  });

  it('serves the exact paths it was sent, with an allowed Host and any port', async () => {
    const fan = await h.signedInListener();
    for (const target of ['/api/v2/graphql', '/graphql']) {
      const answer = await rawRequest(port, {
        target,
        host: `API.test:8443`,
        headers: [
          'Content-Type: application/json',
          'X-Project-Id: demo',
          `Authorization: Bearer ${fan.token}`,
        ],
        body: gqlBody('{ listenerProfile { email } }'),
      });
      expect(answer.status, target).toBe(200);
      expect(answer.body, target).toContain(fan.email);
    }
    // The operators' endpoint answers at its own path (refused without a token, as ever).
    const ops = await post('/ops/graphql');
    expect(ops.status).toBe(200);
    expect(ops.body).toContain('UNAUTHENTICATED');
    // A prefix or a near miss is not a route.
    for (const target of ['/api/v2/graphql/', '/ops/graphql/x', '/api/v2/graphql%20'])
      expect((await post(target)).status, target).toBe(404);
    expect((await rawRequest(port, { method: 'GET', target: '/healthz' })).status).toBe(200);
  });

  it('serves /admin/* and /metrics on the private listener only: 404 on the public one', async () => {
    const token = 'Authorization: Bearer test-admin-token-0123456789';
    for (const target of ['/admin/reconcile', '/metrics']) {
      const pub = await rawRequest(port, { method: 'GET', target, headers: [token] });
      expect(pub.status, target).toBe(404);
      const priv = await rawRequest(adminPort, { method: 'GET', target, headers: [token] });
      expect(priv.status, target).toBe(200);
      expect((await rawRequest(adminPort, { method: 'GET', target })).status, target).toBe(401);
    }
    // The private listener serves nothing of the public one.
    const graphql = await rawRequest(adminPort, {
      target: '/api/v2/graphql',
      headers: ['Content-Type: application/json'],
      body: gqlBody('{ __typename }'),
    });
    expect(graphql.status).toBe(404);
    // Its paths are checked the same way.
    expect(
      (await rawRequest(adminPort, { method: 'GET', target: '/admin/../metrics', headers: [token] })).status,
    ).toBe(400);
  });
});
