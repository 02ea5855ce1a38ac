/**
 * The demo codes stay valid until the end (23:59:59 JST) of the year after next, counted from the
 * seed: a fixed date would make every fresh seed fail once it passed (a code's end must be ahead).
 */
export function demoCodesValidUntil(now: Date): Date {
  const jstYear = new Date(now.getTime() + 9 * 3600_000).getUTCFullYear();
  return new Date(Date.UTC(jstYear + 2, 11, 31, 14, 59, 59));
}
