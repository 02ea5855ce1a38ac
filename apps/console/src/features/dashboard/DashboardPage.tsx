import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatCount, formatYen } from '../../lib/format';
import { CONSOLE_DASHBOARD } from './api/dashboard';
import { BarChart } from './components/BarChart';
import { DashboardFigures } from './components/DashboardFigures';
import { RangeControls, type Range } from './components/RangeControls';
import { ReconciliationPanel } from './components/ReconciliationPanel';
import { TierMovements } from './components/TierMovements';
import { bucketLabel, presetRange } from './model/date-range';
import { perBucket, sum } from './model/series';
import styles from './DashboardPage.module.css';

const COLORS = {
  card: '#a80d62',
  konbini: '#2f6fdf',
  started: '#0f7048',
  ended: '#b42318',
  spent: '#c77700',
};
const count = (n: number) => formatCount(n);

export default function DashboardPage() {
  const [range, setRange] = useState<Range>(() => ({ ...presetRange('30d', new Date()), by: 'DAY' }));
  const { data, error } = useQuery(CONSOLE_DASHBOARD, { variables: range });
  return (
    <Page title="ダッシュボード">
      <RangeControls range={range} onChange={setRange} />
      <QueryState data={data} error={error}>
        {({ dashboard: d }) => {
          const dates = d.revenue.map((r) => r.date);
          const labels = dates.map((date) => bucketLabel(date, range.by === 'MONTH'));
          const card = d.revenue.map((r) => r.cardYen);
          const konbini = d.revenue.map((r) => r.konbiniYen);
          const started = perBucket(dates, d.memberships, (r) => r.started);
          const ended = perBucket(dates, d.memberships, (r) => r.ended);
          const sold = perBucket(dates, d.points, (r) => r.sold);
          const spent = perBucket(dates, d.points, (r) => r.spent);
          const failed = d.failedPayments.map(
            (r) => r.pointPurchasesCard + r.pointPurchasesKonbini + r.renewalsCard + r.renewalsKonbini,
          );
          const unit = d.points[0]?.unit ?? 'pt';
          const chart = { dates, labels };
          return (
            <>
              <p>
                {d.from} 〜 {d.to}（日本時間、{range.by === 'DAY' ? '日別' : '月別'}）
              </p>
              <DashboardFigures
                items={[
                  {
                    label: '売上（返金差し引き後）',
                    value: formatYen(sum(d.revenue.map((r) => r.totalYen))),
                    note: `カード ${formatYen(sum(card))}・コンビニ ${formatYen(sum(konbini))}`,
                  },
                  {
                    label: 'うちポイント／メンバーシップ',
                    value: formatYen(sum(d.revenue.map((r) => r.pointsYen))),
                    note: `メンバーシップ ${formatYen(sum(d.revenue.map((r) => r.membershipsYen)))}`,
                  },
                  { label: '返金', value: formatYen(sum(d.revenue.map((r) => r.refundedYen))) },
                  {
                    label: 'メンバーシップ開始',
                    value: `${count(sum(started))}件`,
                    note: `終了 ${count(sum(ended))}件`,
                  },
                  {
                    label: 'ポイント販売',
                    value: `${count(sum(sold))}${unit}`,
                    note: `利用 ${count(sum(spent))}${unit}`,
                  },
                  {
                    label: '失敗した支払い',
                    value: `${count(sum(failed))}件`,
                    note: formatYen(sum(d.failedPayments.map((r) => r.yen))),
                  },
                ]}
              />
              <div className={styles.charts}>
                <div className={styles.chart}>
                  <BarChart
                    {...chart}
                    title="売上（円）"
                    stacked
                    format={formatYen}
                    series={[
                      { name: 'カード', color: COLORS.card, values: card },
                      { name: 'コンビニ', color: COLORS.konbini, values: konbini },
                    ]}
                  />
                </div>
                <div className={styles.chart}>
                  <BarChart
                    {...chart}
                    title="メンバーシップの開始と終了（件）"
                    format={count}
                    series={[
                      { name: '開始', color: COLORS.started, values: started },
                      { name: '終了', color: COLORS.ended, values: ended },
                    ]}
                  />
                </div>
                <div className={styles.chart}>
                  <BarChart
                    {...chart}
                    title={`ポイントの販売と利用（${unit}）`}
                    format={count}
                    series={[
                      { name: '販売', color: COLORS.card, values: sold },
                      { name: '利用', color: COLORS.spent, values: spent },
                    ]}
                  />
                </div>
                <div className={styles.chart}>
                  <BarChart
                    {...chart}
                    title="失敗した支払い（件）"
                    stacked
                    format={count}
                    series={[
                      {
                        name: 'ポイント（カード）',
                        color: COLORS.card,
                        values: d.failedPayments.map((r) => r.pointPurchasesCard),
                      },
                      {
                        name: 'ポイント（コンビニ期限切れ）',
                        color: COLORS.konbini,
                        values: d.failedPayments.map((r) => r.pointPurchasesKonbini),
                      },
                      {
                        name: '更新（カード）',
                        color: COLORS.ended,
                        values: d.failedPayments.map((r) => r.renewalsCard),
                      },
                      {
                        name: '更新（コンビニ）',
                        color: COLORS.spent,
                        values: d.failedPayments.map((r) => r.renewalsKonbini),
                      },
                    ]}
                  />
                </div>
              </div>
              <Section title="プラン別のメンバーシップ">
                <TierMovements rows={d.memberships} />
              </Section>
              <Section title="照合（Stripe と台帳）">
                <ReconciliationPanel status={d.reconciliation} />
              </Section>
            </>
          );
        }}
      </QueryState>
    </Page>
  );
}
