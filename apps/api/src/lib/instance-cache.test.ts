import { describe, expect, it } from 'vitest';
import { instanceCache } from './instance-cache';

function instance(start = 1_000_000) {
  let now = start;
  const services = { db: {} as never, now: () => new Date(now) };
  return { services, tick: (ms: number) => (now += ms), set: (ms: number) => (now = ms) };
}

const counting = <V>(value: (n: number) => V) => {
  const calls = { n: 0 };
  return { calls, load: async () => value(++calls.n) };
};

describe('instanceCache', () => {
  it('serves an entry until its time to live runs out, and a clock set back reads again', async () => {
    const { services, tick, set } = instance();
    const cache = instanceCache<number>(services, 'ttl', { max: 10, ttlMs: 5000 });
    const { calls, load } = counting((n) => n);
    expect(await cache.get('k', load)).toBe(1);
    tick(4999);
    expect(await cache.get('k', load)).toBe(1);
    tick(1);
    expect(await cache.get('k', load)).toBe(2);
    set(0);
    expect(await cache.get('k', load)).toBe(3);
    expect(calls.n).toBe(3);
  });

  it('serves an entry only under its tag', async () => {
    const { services } = instance();
    const cache = instanceCache<string>(services, 'tag', { max: 10, ttlMs: Infinity });
    const { calls, load } = counting((n) => `v${n}`);
    expect(await cache.get('k', load, { tag: 'a' })).toBe('v1');
    expect(await cache.get('k', load, { tag: 'a' })).toBe('v1');
    expect(await cache.get('k', load, { tag: 'b' })).toBe('v2');
    expect(await cache.get('k', load, { tag: 'a' })).toBe('v3');
    expect(calls.n).toBe(3);
  });

  it('shares one load among concurrent gets and does not remember a failure', async () => {
    const { services } = instance();
    const cache = instanceCache<number>(services, 'share', { max: 10, ttlMs: Infinity });
    let n = 0;
    const failing = async () => {
      n++;
      throw new Error('down');
    };
    const both = await Promise.allSettled([cache.get('k', failing), cache.get('k', failing)]);
    expect(both.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(n).toBe(1);
    expect(await cache.get('k', async () => 7)).toBe(7);
  });

  it('ends an entry earlier when `until` says so, and keeps nothing `keep` refuses', async () => {
    const { services, tick } = instance(0);
    const cache = instanceCache<{ next: number }>(services, 'until', { max: 10, ttlMs: 5000 });
    const { calls, load } = counting(() => ({ next: 1000 }));
    await cache.get('k', load, { until: (v) => v.next });
    tick(999);
    await cache.get('k', load, { until: (v) => v.next });
    tick(1);
    await cache.get('k', load, { until: (v) => v.next });
    expect(calls.n).toBe(2);

    const answers = instanceCache<boolean>(services, 'keep', { max: 10, ttlMs: Infinity });
    let yes = false;
    const ask = async () => yes;
    expect(await answers.get('k', ask, { keep: (v) => v })).toBe(false);
    yes = true;
    expect(await answers.get('k', ask, { keep: (v) => v })).toBe(true);
    yes = false;
    expect(await answers.get('k', ask, { keep: (v) => v })).toBe(true);
  });

  it('holds at most `max` entries, the least recently stored going first', async () => {
    const { services } = instance();
    const cache = instanceCache<string>(services, 'max', { max: 2, ttlMs: Infinity });
    const loads: string[] = [];
    const load = (k: string) => async () => (loads.push(k), k);
    for (const k of ['a', 'b', 'c', 'b', 'a']) await cache.get(k, load(k));
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it('getMany loads only the missing keys, in one call, in order, and forget clears', async () => {
    const { services } = instance();
    const cache = instanceCache<string>(services, 'many', { max: 10, ttlMs: Infinity });
    const asked: string[][] = [];
    const load = async (missing: string[]) => (asked.push(missing), missing.map((k) => `${k}!`));
    expect(await cache.getMany(['a', 'b'], load, 'v1')).toEqual(['a!', 'b!']);
    expect(await cache.getMany(['c', 'a', 'b', 'c'], load, 'v1')).toEqual(['c!', 'a!', 'b!', 'c!']);
    expect(await cache.getMany(['a'], load, 'v2')).toEqual(['a!']);
    cache.forget('b');
    await cache.getMany(['b', 'c'], load, 'v1');
    cache.forget();
    await cache.getMany(['c'], load, 'v1');
    expect(asked).toEqual([['a', 'b'], ['c'], ['a'], ['b'], ['c']]);
  });

  it('is one cache per name and instance', () => {
    const a = instance();
    const b = instance();
    const limits = { max: 1, ttlMs: 1 };
    expect(instanceCache(a.services, 'x', limits)).toBe(instanceCache(a.services, 'x', limits));
    expect(instanceCache(a.services, 'x', limits)).not.toBe(instanceCache(a.services, 'y', limits));
    expect(instanceCache(a.services, 'x', limits)).not.toBe(instanceCache(b.services, 'x', limits));
  });
});
