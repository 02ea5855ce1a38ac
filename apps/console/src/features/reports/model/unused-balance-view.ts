import { formatCount, formatYen } from '../../../lib/format';

export interface UnusedBalanceFigure {
  date: string;
  provisional: boolean;
  points: number;
  yen: number;
  exceedsThreshold: boolean;
  depositYen: number;
  deadline: string | null;
}

export interface UnusedBalanceLine {
  key: string;
  date: string;
  points: string;
  yen: string;
  threshold: string;
  deposit: string;
  deadline: string;
}

/** 2026-09-30 → 2026/09/30 */
const day = (date: string) => date.replaceAll('-', '/');

/** A report row as the table shows it: the provisional one says so, a deposit only when due. */
export function unusedBalanceLine(f: UnusedBalanceFigure): UnusedBalanceLine {
  return {
    key: f.provisional ? 'today' : f.date,
    date: f.provisional ? `${day(f.date)}（本日時点・暫定）` : day(f.date),
    points: `${formatCount(f.points)}pt`,
    yen: formatYen(f.yen),
    threshold: f.exceedsThreshold ? '超過' : '以下',
    deposit: f.exceedsThreshold ? formatYen(f.depositYen) : '—',
    deadline: f.deadline ? `${day(f.deadline)}まで` : '—',
  };
}
