import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, MAX_ANONYMOUS_OPS_BODY } from '../src/http/server';
import { logger, setLogSink } from '../src/lib/logger';
import { harnessForFile } from './support/harness';
import { rawRequest } from './support/raw-http';

// Nothing expensive before the budget on /ops/graphql (issue 43 item 2, decision 052): a call without
// an operator's bearer token is refused whatever it holds, so its body is bounded at 16 KB (checked on
// the declared length before a byte is read, else counted while reading); a call with a token that
// turns out wrong is refused before its document is parsed, and its log line reads only a prefix.
describe('/ops/graphql: an anonymous or unauthenticated call costs no parse', () => {
  const h = harnessForFile();
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = await listen(h.services, 0, '127.0.0.1');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => server?.close());

  const HALF_MB = 512 * 1024;

  it('refuses an anonymous 512 KB post with 413 on its declared length, before its body is sent', async () => {
    // The headers only: the body is never written. An API that read it would wait for it.
    const answer = await rawRequest(port, {
      target: '/ops/graphql',
      headers: ['Content-Type: application/json', 'X-Project-Id: demo', `Content-Length: ${HALF_MB}`],
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('PAYLOAD_TOO_LARGE');
    expect(MAX_ANONYMOUS_OPS_BODY).toBeLessThanOrEqual(16 * 1024);
  });

  it('stops reading an anonymous chunked body past 16 KB: 413, the rest never pulled', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`{"query":"{ me { uid } }","x":"${'a'.repeat(8 * 1024)}`);
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= HALF_MB) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await h.app.fetch('http://api.test/ops/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-project-id': 'demo' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(64 * 1024);
  });

  it("still takes an operator's large body, and a small anonymous call is refused as before", async () => {
    const op = await h.operator('demo');
    const padded = JSON.stringify({ query: '{ me { uid } }', variables: { pad: 'a'.repeat(200 * 1024) } });
    const withToken = await h.app.fetch('http://api.test/ops/graphql', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-project-id': 'demo',
        authorization: `Bearer ${op.token}`,
        'x-ops-session': h.codes.sessions.get(op.uid)!,
      },
      body: padded,
    });
    expect(withToken.status).toBe(200);
    expect(((await withToken.json()) as { data: { me: { uid: string } } }).data.me.uid).toBe(op.uid);
    const anonymous = await h.gql('{ me { uid } }', {}, { path: '/ops/graphql' });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("refuses a wrong token's 512 KB document unparsed; the log line names it from a prefix", async () => {
    // Valid up to its end, where it stops being GraphQL: parsed, it would be a syntax error.
    const query = `query { me { uid } ${'a '.repeat(250_000)} } }}} not graphql {{{`;
    const lines: Record<string, unknown>[] = [];
    const level = logger.level;
    logger.level = 'info';
    const restore = setLogSink((line) => lines.push(JSON.parse(line) as Record<string, unknown>));
    let answer;
    try {
      answer = await h.gql(query, {}, { path: '/ops/graphql', token: 'not-a-token' });
    } finally {
      restore();
      logger.level = level;
    }
    expect(answer.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const refused = lines.find((l) => l.msg === 'operator call refused');
    expect(refused).toMatchObject({ operation: 'query:a,me', outcome: 'UNAUTHENTICATED' });
  });
});
