// The dashboard from one answer: the range's totals as text, then four charts (stacked: parts of one
// total; otherwise side by side). Colours repeat across charts for the same kind of thing.
import type { ConsoleDashboardQuery } from '../../../graphql/generated/operations';
import { formatCount, formatYen } from '../../../lib/format';
import { perBucket, sum, type Series } from './series';

type Dashboard = ConsoleDashboardQuery['dashboard'];

const COLORS = {
  card: '#a80d62',
  konbini: '#2f6fdf',
  started: '#0f7048',
  ended: '#b42318',
  spent: '#c77700',
};
const count = (n: number) => formatCount(n);

/** The failed payments by kind: the chart's parts and, together, the figure's count. */
const FAILED = [
  ['ポイント（カード）', COLORS.card, 'pointPurchasesCard'],
  ['ポイント（コンビニ期限切れ）', COLORS.konbini, 'pointPurchasesKonbini'],
  ['更新（カード）', COLORS.ended, 'renewalsCard'],
  ['更新（コンビニ）', COLORS.spent, 'renewalsKonbini'],
] as const;

export interface Figure {
  label: string;
  value: string;
  note?: string;
}

export interface ChartSpec {
  title: string;
  stacked?: boolean;
  format: (value: number) => string;
  series: Series[];
}

const series = (name: string, color: string, values: readonly number[]): Series => ({ name, color, values });

/** The figures and charts of `d`, one chart value per bucket of `dates`. */
export function dashboardView(d: Dashboard, dates: readonly string[]) {
  const revenue = (pick: (r: Dashboard['revenue'][number]) => number) => d.revenue.map(pick);
  const failed = (pick: (r: Dashboard['failedPayments'][number]) => number) => d.failedPayments.map(pick);
  const card = revenue((r) => r.cardYen);
  const konbini = revenue((r) => r.konbiniYen);
  const started = d.memberships.map((r) => r.started);
  const ended = d.memberships.map((r) => r.ended);
  const sold = perBucket(dates, d.points, (r) => r.sold);
  const spent = perBucket(dates, d.points, (r) => r.spent);
  const unit = d.points[0]?.unit ?? 'pt';
  const figures: Figure[] = [
    {
      label: '売上（返金差し引き後）',
      value: formatYen(sum(revenue((r) => r.totalYen))),
      note: `カード ${formatYen(sum(card))}・コンビニ ${formatYen(sum(konbini))}`,
    },
    {
      label: 'うちポイント／メンバーシップ',
      value: formatYen(sum(revenue((r) => r.pointsYen))),
      note: `メンバーシップ ${formatYen(sum(revenue((r) => r.membershipsYen)))}`,
    },
    { label: '返金', value: formatYen(sum(revenue((r) => r.refundedYen))) },
    { label: 'メンバーシップ開始', value: `${count(sum(started))}件`, note: `終了 ${count(sum(ended))}件` },
    { label: 'ポイント販売', value: `${count(sum(sold))}${unit}`, note: `利用 ${count(sum(spent))}${unit}` },
    {
      label: '失敗した支払い',
      value: `${count(sum(failed((r) => sum(FAILED.map(([, , key]) => r[key])))))}件`,
      note: formatYen(sum(failed((r) => r.yen))),
    },
  ];
  const charts: ChartSpec[] = [
    {
      title: '売上（円）',
      stacked: true,
      format: formatYen,
      series: [series('カード', COLORS.card, card), series('コンビニ', COLORS.konbini, konbini)],
    },
    {
      title: 'メンバーシップの開始と終了（件）',
      format: count,
      series: [series('開始', COLORS.started, started), series('終了', COLORS.ended, ended)],
    },
    {
      title: `ポイントの販売と利用（${unit}）`,
      format: count,
      series: [series('販売', COLORS.card, sold), series('利用', COLORS.spent, spent)],
    },
    {
      title: '失敗した支払い（件）',
      stacked: true,
      format: count,
      series: FAILED.map(([name, color, key]) =>
        series(
          name,
          color,
          failed((r) => r[key]),
        ),
      ),
    },
  ];
  return { figures, charts };
}
