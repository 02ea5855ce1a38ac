// Display formatting: yen and Japan-time dates (instants are UTC; the UI shows Asia/Tokyo).
const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });
const JST = 'Asia/Tokyo';
const dateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JST,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const date = new Intl.DateTimeFormat('ja-JP', {
  timeZone: JST,
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** ¥1,200. ICU's ja-JP uses the full-width ￥; the product shows the half-width sign. */
export function formatYen(amount: number): string {
  return yen.format(amount).replace('￥', '¥');
}

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value;
}

/** 2026年11月21日 18:00 in Japan time. */
export function formatJstDateTime(value: string | Date): string {
  return dateTime.format(toDate(value));
}

/** 2026年11月21日 in Japan time. */
export function formatJstDate(value: string | Date): string {
  return date.format(toDate(value));
}
