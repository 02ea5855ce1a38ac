// Numeric Japan-time stamp for history rows (points, payments); formatToParts so the layout does not depend on ICU data.
const formatter = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 2026/11/21 18:05 in Japan time, whatever the device's time zone. */
export function formatOccurredAt(value: string | Date): string {
  const parts = formatter.formatToParts(typeof value === 'string' ? new Date(value) : value);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}/${get('month')}/${get('day')} ${get('hour')}:${get('minute')}`;
}
