/**
 * At most SIGN_INS_PER_WINDOW recorded sign-ins per identity and project per window (each writes a
 * row). In memory, per API process: a bound on writes per identity, not an account lock-out.
 */
export const SIGN_INS_PER_WINDOW = 10;
const WINDOW_MS = 60_000;
const recent = new Map<string, number[]>();

/** True when this sign-in may be recorded now (and counts it). */
export function allowSignIn(key: string, now: number): boolean {
  const times = (recent.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (times.length >= SIGN_INS_PER_WINDOW) {
    recent.set(key, times);
    return false;
  }
  times.push(now);
  recent.set(key, times);
  // Keeps the map from growing with identities that stopped signing in.
  if (recent.size > 10_000)
    for (const [k, v] of recent) if (v.every((t) => now - t >= WINDOW_MS)) recent.delete(k);
  return true;
}
