// Sandbox time. Every timestamp the sandbox writes comes from here, never from Date.now()
// directly, so tests can pin time and `POST /_sandbox/advance` can move all of it forward.
// Objects belonging to a customer with a test clock use that clock's frozen_time instead.

export class Clock {
  constructor(
    private readonly realNowMs: () => number = Date.now,
    /** Seconds added to real time by /_sandbox/advance; persisted with the state. */
    public offsetSeconds = 0,
  ) {}

  /** Unix seconds, sandbox-global. */
  now(): number {
    return Math.floor(this.realNowMs() / 1000) + this.offsetSeconds;
  }

  advance(seconds: number): void {
    this.offsetSeconds += Math.max(0, Math.floor(seconds));
  }
}

const JST_OFFSET = 9 * 3600;

/** 23:59:59 Japan time, `days` days after the Japan-time date of `from` (unix seconds). */
export function endOfJapanDay(from: number, days: number): number {
  const jstDayStart = Math.floor((from + JST_OFFSET) / 86400) * 86400 - JST_OFFSET;
  return jstDayStart + (days + 1) * 86400 - 1;
}

/** Same day of month `count` months later, clamped to the month's last day (Stripe's rule). */
export function addMonths(unix: number, count: number, anchorDay?: number): number {
  const d = new Date(unix * 1000);
  const day = anchorDay ?? d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + count,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

export function addInterval(unix: number, interval: string, count: number, anchorDay?: number): number {
  switch (interval) {
    case 'day':
      return unix + 86400 * count;
    case 'week':
      return unix + 7 * 86400 * count;
    case 'year':
      return addMonths(unix, 12 * count, anchorDay);
    default:
      return addMonths(unix, count, anchorDay);
  }
}

export function formatJst(unix: number): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(unix * 1000));
}

/** 2026/12/27 in Japan time (a renewal's date in the mails). */
export function formatJstDate(unix: number): string {
  return new Intl.DateTimeFormat('ja-JP', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(unix * 1000));
}
