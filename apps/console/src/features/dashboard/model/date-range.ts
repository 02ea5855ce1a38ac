// The dashboard's range: JST calendar days (YYYY-MM-DD), both included, as the API takes them.
export type Preset = '7d' | '30d' | '90d' | 'thisMonth' | 'lastMonth' | '12m';

export const PRESETS: { id: Preset; label: string }[] = [
  { id: '7d', label: '過去7日' },
  { id: '30d', label: '過去30日' },
  { id: '90d', label: '過去90日' },
  { id: 'thisMonth', label: '今月' },
  { id: 'lastMonth', label: '先月' },
  { id: '12m', label: '過去12か月' },
];

const DAY = 86_400_000;

/** The JST calendar day of an instant. */
export function jstToday(now: Date): string {
  return new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

export function presetRange(preset: Preset, now: Date): { from: string; to: string } {
  const today = jstToday(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  switch (preset) {
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case '90d':
      return { from: addDays(today, -89), to: today };
    case 'thisMonth':
      return { from: monthStart, to: today };
    case 'lastMonth': {
      const lastDay = addDays(monthStart, -1);
      return { from: `${lastDay.slice(0, 7)}-01`, to: lastDay };
    }
    case '12m': {
      const [y, m] = monthStart.split('-').map(Number) as [number, number];
      const start = new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 10);
      return { from: start, to: today };
    }
  }
}

/** Days from `from` to `to`, both included (0 when reversed). */
export function daysBetween(from: string, to: string): number {
  return Math.max(0, Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1);
}

/** The label of a bucket on an axis: 4/1 for a day, 2026/4 for a month. */
export function bucketLabel(date: string, byMonth: boolean): string {
  const [y, m, d] = date.split('-');
  return byMonth ? `${y}/${Number(m)}` : `${Number(m)}/${Number(d)}`;
}
