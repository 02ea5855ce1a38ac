import { z } from 'zod';
import { badInput } from '../../lib/domain-error';
import { parseInput } from '../input/parse-input';

/** The longest range the dashboard reads at once: a year and a day (a leap year's 366 days). */
export const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** A JST calendar day as YYYY-MM-DD, which must exist (no 2026-02-30). */
const CalendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD の形式で指定してください (a JST calendar day, YYYY-MM-DD)')
  .refine((d) => {
    const t = Date.parse(`${d}T00:00:00Z`);
    return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === d && d >= '2000-01-01';
  }, '存在する日付を指定してください (a real calendar day, from 2000-01-01)');

const Range = z.object({ from: CalendarDay, to: CalendarDay });

/** JST calendar days, both included. */
export interface DashboardRange {
  from: string;
  to: string;
}

/**
 * The dashboard's range: two real JST calendar days, `from` not after `to`, at most MAX_DAYS days
 * (each query then reads one bounded index range, whatever the history's length).
 */
export function parseDashboardRange(raw: unknown): DashboardRange {
  const range = parseInput(Range, raw);
  const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
  if (days < 1) throw badInput('to', `to は from 以降の日付にしてください (to must not be before from)`);
  if (days > MAX_DAYS)
    throw badInput('to', `期間は${MAX_DAYS}日以内で指定してください (at most ${MAX_DAYS} days, inclusive)`);
  return range;
}

/** The figures' bucket: a JST day, or a JST month (its first day; only the range's days count in it). */
export type DashboardPeriod = 'day' | 'month';
