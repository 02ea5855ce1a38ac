import { describe, expect, it } from 'vitest';
import { clientAddress, trustedProxies } from './client-address';

const req = (peer: string, forwarded?: string | string[]) => ({
  socket: { remoteAddress: peer } as never,
  headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
});

describe('client address', () => {
  const proxies = trustedProxies(' 127.0.0.1, 10.0.0.5 ');

  it('is the TCP peer when the peer is no trusted proxy, whatever it claims', () => {
    expect(clientAddress(req('198.51.100.7', '203.0.113.9'), proxies)).toBe('198.51.100.7');
    expect(clientAddress(req('198.51.100.7', '203.0.113.9'), trustedProxies(''))).toBe('198.51.100.7');
  });

  it("is the proxy's last X-Forwarded-For entry when the peer is a trusted proxy", () => {
    expect(clientAddress(req('::ffff:127.0.0.1', '203.0.113.9'), proxies)).toBe('203.0.113.9');
    // A client-sent entry before the proxy's own is not believed.
    expect(clientAddress(req('10.0.0.5', '1.2.3.4, 203.0.113.9'), proxies)).toBe('203.0.113.9');
  });

  it('falls back to the peer when a trusted proxy sent no header', () => {
    expect(clientAddress(req('127.0.0.1'), proxies)).toBe('127.0.0.1');
  });
});
