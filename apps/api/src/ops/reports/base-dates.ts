/** A statutory base date (基準日) of 資金決済法 for prepaid payment instruments, and what follows it. */
export interface BaseDate {
  /** The JST calendar day, YYYY-MM-DD: 31 March or 30 September. */
  date: string;
  /** The end of that JST day (the next day's 00:00 JST): entries before it count. */
  cutoff: Date;
  /** The last JST day to file the report and lodge the deposit: two months after (31 May, 30 November). */
  deadline: string;
}

const JST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

function baseDate(year: number, march: boolean): BaseDate {
  const date = march ? `${year}-03-31` : `${year}-09-30`;
  return {
    date,
    cutoff: new Date(Date.parse(`${date}T00:00:00+09:00`) + DAY_MS),
    deadline: march ? `${year}-05-31` : `${year}-11-30`,
  };
}

/** The `count` latest base dates whose JST day has ended by `now`, oldest first. */
export function lastBaseDates(now: Date, count: number): BaseDate[] {
  const year = new Date(now.getTime() + JST_MS).getUTCFullYear();
  const found: BaseDate[] = [];
  for (let y = year; found.length < count; y--)
    for (const march of [false, true]) {
      const b = baseDate(y, march);
      if (b.cutoff.getTime() <= now.getTime() && found.length < count) found.push(b);
    }
  return found.reverse();
}
