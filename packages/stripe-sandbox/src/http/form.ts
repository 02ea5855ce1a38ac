// Stripe's wire format: application/x-www-form-urlencoded with bracketed nested keys, e.g.
// `items[0][price]=price_1`, `metadata[k]=v`, `expand[]=x`. The stripe SDK writes arrays with
// indices; Stripe.js writes `[]`. Both become arrays here.

export type Params = { [key: string]: Param };
export type Param = string | Params | Param[];

function splitKey(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  const re = /\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(key.slice(first))) !== null) parts.push(m[1] ?? '');
  return parts;
}

export function parseForm(body: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(body)) {
    const path = splitKey(rawKey);
    let node: Params = root;
    path.forEach((seg, i) => {
      const last = i === path.length - 1;
      // `[]` appends: give each push a fresh numeric key.
      const key = seg === '' ? String(Object.keys(node).length) : seg;
      if (last) {
        node[key] = value;
      } else {
        const next = node[key];
        if (next === undefined || typeof next === 'string' || Array.isArray(next)) node[key] = {};
        node = node[key] as Params;
      }
    });
  }
  return toArrays(root) as Params;
}

// Objects whose keys are exactly 0..n-1 become arrays (metadata keeps string keys).
function toArrays(p: Param, parentKey = ''): Param {
  if (typeof p === 'string' || Array.isArray(p)) return p;
  const keys = Object.keys(p);
  const out: Params = {};
  for (const k of keys) out[k] = toArrays(p[k] as Param, k);
  if (parentKey !== 'metadata' && keys.length > 0 && keys.every((k, i) => k === String(i))) {
    return keys.map((k) => out[k] as Param);
  }
  return out;
}

/** Typed readers for parsed params: they never throw, validation is done by the callers. */
export function str(p: Params | undefined, key: string): string | undefined {
  const v = p?.[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}
export function obj(p: Params | undefined, key: string): Params | undefined {
  const v = p?.[key];
  return v && typeof v === 'object' && !Array.isArray(v) ? v : undefined;
}
export function arr(p: Params | undefined, key: string): Param[] {
  const v = p?.[key];
  if (Array.isArray(v)) return v;
  if (typeof v === 'string' && v !== '') return [v];
  return [];
}
export function strArr(p: Params | undefined, key: string): string[] {
  return arr(p, key).filter((x): x is string => typeof x === 'string');
}
export function int(p: Params | undefined, key: string): number | undefined {
  const v = str(p, key);
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : NaN;
}
export function bool(p: Params | undefined, key: string): boolean | undefined {
  const v = str(p, key);
  return v === undefined ? undefined : v === 'true';
}
/** metadata[k]=v; an empty value unsets the key, as in Stripe. */
export function mergeMetadata(
  current: Record<string, string>,
  p: Params | undefined,
): Record<string, string> {
  const m = p?.metadata;
  if (m === '') return {};
  if (!m || typeof m !== 'object' || Array.isArray(m)) return current;
  const out = { ...current };
  for (const [k, v] of Object.entries(m)) {
    if (typeof v !== 'string') continue;
    if (v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}
