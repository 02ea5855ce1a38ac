// Display formatting: yen, numbers and Japan-time dates (instants are UTC; the console shows JST).
import { HOUR_MINUTE, jstFormat } from '@fan/web-kit/format';

/** ¥1,200 (half-width sign, as the fan app shows it). */
export { formatYen } from '@fan/web-kit/format';

const count = new Intl.NumberFormat('ja-JP');
const DAY = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;
const dateTime = jstFormat({ ...DAY, ...HOUR_MINUTE });

export function formatCount(value: number): string {
  return count.format(value);
}

/** 2026/11/21 18:00 in Japan time; '—' for none. */
export function formatJst(value: string | null | undefined): string {
  return value ? dateTime(value) : '—';
}

/** The JST calendar day of an instant as YYYY-MM-DD. */
export const jstDay = jstFormat(DAY, 'en-CA');

/** A JST wall-clock `YYYY-MM-DDTHH:mm` (a datetime-local input) as an ISO instant. */
export function jstLocalToIso(local: string): string {
  return new Date(`${local}:00+09:00`).toISOString();
}

/** An instant as the JST wall clock for a datetime-local input. */
export function isoToJstLocal(value: Date): string {
  const wall = new Date(value.getTime() + 9 * 3_600_000).toISOString();
  return wall.slice(0, 16);
}
