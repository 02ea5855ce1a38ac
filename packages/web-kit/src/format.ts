// Display formatting both apps share: yen, and instants (UTC) read on the Japan-time calendar,
// whatever the device's time zone.

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

/** ¥1,200. ICU's ja-JP uses the full-width ￥; the product shows the half-width sign. */
export function formatYen(amount: number): string {
  return yen.format(amount).replace('￥', '¥');
}

/** A formatter of instants (ISO strings or Dates) in Japan time with the given fields. */
export function jstFormat(
  fields: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
  locale = 'ja-JP',
): (value: string | Date) => string {
  const format = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Tokyo', ...fields });
  return (value) => format.format(typeof value === 'string' ? new Date(value) : value);
}

/** Hours and minutes on the 24-hour clock, added to a date's fields for a date and time. */
export const HOUR_MINUTE = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;
