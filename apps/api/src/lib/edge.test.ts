import { describe, expect, it } from 'vitest';
import { adminListenAddress, allowedHostNames, edgeRefusal, hostName, plainTarget } from './edge';

describe('the edge: raw targets and hosts (decision 052)', () => {
  it('takes plain origin-form targets, their queries unchecked but for #', () => {
    for (const t of ['/', '/api/v2/graphql', '/graphql?query=%7B__typename%7D', '/a.b/c..d/.e', '/x?a=..%2f'])
      expect(plainTarget(t), t).toBe(true);
  });

  it('refuses backslashes, fragments, encoded separators and dots, dot segments, other forms', () => {
    for (const t of [
      '/api/v2/..\\..\\ops\\graphql',
      '/ops\\graphql',
      '/api/v2/graphql#/x',
      '/x?y#z',
      '/ops%2fgraphql',
      '/ops%2Fgraphql',
      '/ops%5cgraphql',
      '/ops%5Cgraphql',
      '/a/%2e%2e/ops/graphql',
      '/a/%2E./b',
      '/a/../b',
      '/a/./b',
      '/a/..',
      '/..',
      '/.',
      '//ops/graphql',
      'http://x/ops/graphql',
      '*',
      '',
    ])
      expect(plainTarget(t), t).toBe(false);
  });

  it('reads a host name without its port, lowercase; refuses what a URL parser would read as more', () => {
    expect(hostName('Fans.Example.JP:443')).toBe('fans.example.jp');
    expect(hostName('127.0.0.1:4000')).toBe('127.0.0.1');
    expect(hostName('[::1]:4000')).toBe('[::1]');
    expect(hostName('[2001:DB8::1]')).toBe('[2001:db8::1]');
    for (const h of [
      undefined,
      '',
      'x\\ops\\graphql#',
      'x#',
      'x?',
      'x/y',
      'a@b',
      'a b',
      '-a.jp',
      'a..jp',
      '[zz]',
      'a:b:c',
      'a:123456',
    ])
      expect(hostName(h), String(h)).toBeNull();
  });

  it('answers by ALLOWED_HOSTS, or any plain host when none is given (the admin listener)', () => {
    const allowed = allowedHostNames('fans.example.jp, console.example.jp');
    expect(edgeRefusal('/api/v2/graphql', 'fans.example.jp', allowed)).toBeNull();
    expect(edgeRefusal('/ops/graphql', 'CONSOLE.example.jp:443', allowed)).toBeNull();
    expect(edgeRefusal('/api/v2/graphql', 'evil.example', allowed)).toBe('unknownHost');
    expect(edgeRefusal('/api/v2/graphql', 'x\\ops\\graphql#', allowed)).toBe('host');
    expect(edgeRefusal('/api/v2/..\\ops', 'fans.example.jp', allowed)).toBe('target');
    expect(edgeRefusal('/metrics', '10.0.0.5:4100', null)).toBeNull();
    expect(edgeRefusal('/metrics', undefined, null)).toBe('host');
  });

  it('ALLOWED_HOSTS: names and addresses, no ports', () => {
    expect([...allowedHostNames('a.jp,127.0.0.1,[::1]')]).toEqual(['a.jp', '127.0.0.1', '[::1]']);
    expect(() => allowedHostNames('a.jp:443')).toThrow(/not a host name/);
    expect(() => allowedHostNames('[::1]:80')).toThrow(/not a host name/);
    expect(() => allowedHostNames('a/b')).toThrow(/not a host name/);
  });

  it('ADMIN_LISTEN: loopback on API_PORT + 100 by default; one address, never a wildcard', () => {
    expect(adminListenAddress(undefined, 4000)).toEqual({ host: '127.0.0.1', port: 4100 });
    expect(adminListenAddress(undefined, 0)).toEqual({ host: '127.0.0.1', port: 0 });
    expect(adminListenAddress('10.0.0.5:9100', 4000)).toEqual({ host: '10.0.0.5', port: 9100 });
    expect(adminListenAddress('[::1]:9100', 4000)).toEqual({ host: '::1', port: 9100 });
    expect(adminListenAddress('localhost:9100', 4000)).toEqual({ host: 'localhost', port: 9100 });
    for (const bad of ['0.0.0.0:9100', '[::]:9100', '9100', 'example.jp:9100', '127.0.0.1:99999'])
      expect(() => adminListenAddress(bad, 4000), bad).toThrow();
  });
});
