// Display formatting: yen, numbers and Japan-time dates (instants are UTC; the console shows JST).
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const count = new Intl.NumberFormat('ja-JP');
const JST = 'Asia/Tokyo';
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JST,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: JST,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** ¥1,200 (half-width sign, as the fan app shows it). */
export function formatYen(amount: number): string {
  return yen.format(amount).replace('￥', '¥');
}

export function formatCount(value: number): string {
  return count.format(value);
}

/** 2026/11/21 18:00 in Japan time; '—' for none. */
export function formatJst(value: string | null | undefined): string {
  return value ? dateTime.format(new Date(value)) : '—';
}

/** The JST calendar day of an instant as YYYY-MM-DD. */
export function jstDay(value: Date | string): string {
  return isoDay.format(typeof value === 'string' ? new Date(value) : value);
}

/** A JST wall-clock `YYYY-MM-DDTHH:mm` (a datetime-local input) as an ISO instant. */
export function jstLocalToIso(local: string): string {
  return new Date(`${local}:00+09:00`).toISOString();
}

/** An instant as the JST wall clock for a datetime-local input. */
export function isoToJstLocal(value: Date): string {
  const wall = new Date(value.getTime() + 9 * 3_600_000).toISOString();
  return wall.slice(0, 16);
}
