/**
 * Seconds until the next try after `attempts` failed ones: base, 2x, 4x ... capped at an hour, so a
 * relay that refuses for a while is not hammered and a mail still goes out soon after it recovers.
 */
export function retryDelaySeconds(attempts: number, baseSeconds: number): number {
  return Math.min(baseSeconds * 2 ** Math.max(0, attempts - 1), 3600);
}
