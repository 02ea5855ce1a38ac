import type { Services } from '../services';

/**
 * The one in-memory cache of an API instance (DESIGN.md section 4): every read kept between requests
 * goes through it. Several instances run side by side, so an entry is never the truth, only a copy
 * served while it is younger than its time to live and, when the caller gives a tag (a version read
 * from the database), only under that same tag. A writer on this instance calls `forget()`; the other
 * instances follow when the tag moves or the time runs out. What each cache holds and how fresh it
 * must be is said where it is made (the gate, the catalogue, the listener pages).
 *
 * - at most `max` entries per cache; the least recently stored go first;
 * - gets of one key while its load runs share that load; a failed load is not remembered;
 * - a clock set back (tests) reads again.
 */
export interface InstanceCache<V> {
  get(key: string, load: () => Promise<V>, options?: EntryOptions<V>): Promise<V>;
  /** Several keys: the remembered ones, the rest from one `load` of the missing keys (same order). */
  getMany(keys: readonly string[], load: (missing: string[]) => Promise<V[]>, tag?: string): Promise<V[]>;
  /** Forget one key, or everything. */
  forget(key?: string): void;
}

export interface EntryOptions<V> {
  /** Served only to gets with the same tag; a get with another tag loads again and replaces it. */
  tag?: string;
  /** An earlier end than the time to live, known once the value is loaded (e.g. a scheduled change). */
  until?: (value: V) => number;
  /** false: the value is answered but not kept (e.g. a "no" that may turn into a "yes"). */
  keep?: (value: V) => boolean;
}

interface Entry<V> {
  value: Promise<V>;
  tag: string | undefined;
  fetchedAt: number;
  until: number;
}

type Clock = Pick<Services, 'db' | 'now'>;
const registry = new WeakMap<object, Map<string, InstanceCache<unknown>>>();

/** The cache `name` of this instance (one per database handle, as the services are one per instance). */
export function instanceCache<V>(
  services: Clock,
  name: string,
  limits: { max: number; ttlMs: number },
): InstanceCache<V> {
  let caches = registry.get(services.db);
  if (!caches) registry.set(services.db, (caches = new Map()));
  let cache = caches.get(name);
  if (!cache) caches.set(name, (cache = createCache<unknown>(() => services.now().getTime(), limits)));
  return cache as InstanceCache<V>;
}

function createCache<V>(
  clock: () => number,
  { max, ttlMs }: { max: number; ttlMs: number },
): InstanceCache<V> {
  const entries = new Map<string, Entry<V>>();

  const served = (key: string, tag: string | undefined, now: number): Entry<V> | undefined => {
    const e = entries.get(key);
    return e && e.tag === tag && now >= e.fetchedAt && now < e.until ? e : undefined;
  };
  const store = (key: string, entry: Entry<V>) => {
    entries.delete(key);
    entries.set(key, entry);
    while (entries.size > max) entries.delete(entries.keys().next().value!);
  };
  const drop = (key: string, entry: Entry<V>) => {
    if (entries.get(key) === entry) entries.delete(key);
  };

  return {
    get(key, load, options = {}) {
      const now = clock();
      const hit = served(key, options.tag, now);
      if (hit) return hit.value;
      const entry: Entry<V> = { value: load(), tag: options.tag, fetchedAt: now, until: now + ttlMs };
      store(key, entry);
      entry.value.then(
        (value) => {
          if (options.keep && !options.keep(value)) drop(key, entry);
          else if (options.until) entry.until = Math.min(entry.until, options.until(value));
        },
        () => drop(key, entry),
      );
      return entry.value;
    },
    getMany(keys, load, tag) {
      const now = clock();
      const values = new Map<string, Promise<V>>();
      const missing: string[] = [];
      for (const key of new Set(keys)) {
        const hit = served(key, tag, now);
        if (hit) values.set(key, hit.value);
        else missing.push(key);
      }
      if (missing.length) {
        const loaded = load(missing);
        missing.forEach((key, i) => {
          const value = loaded.then((all) => all[i]!);
          const entry: Entry<V> = { value, tag, fetchedAt: now, until: now + ttlMs };
          store(key, entry);
          value.catch(() => drop(key, entry));
          values.set(key, value);
        });
      }
      return Promise.all(keys.map((key) => values.get(key)!));
    },
    forget(key) {
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
