import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { CONSOLE_DASHBOARD } from './api/dashboard';
import { BarChart } from './components/BarChart';
import { DashboardFigures } from './components/DashboardFigures';
import { RangeControls, type Range } from './components/RangeControls';
import { ReconciliationPanel } from './components/ReconciliationPanel';
import { TierMovements } from './components/TierMovements';
import { dashboardView } from './model/dashboard-view';
import { bucketLabel, presetRange } from './model/date-range';
import styles from './DashboardPage.module.css';

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
          const { figures, charts } = dashboardView(d, dates);
          return (
            <>
              <p>
                {d.from} 〜 {d.to}（日本時間、{range.by === 'DAY' ? '日別' : '月別'}）
              </p>
              <DashboardFigures items={figures} />
              <div className={pageStyles.columns}>
                {charts.map((chart) => (
                  <div key={chart.title} className={styles.chart}>
                    <BarChart dates={dates} labels={labels} {...chart} />
                  </div>
                ))}
              </div>
              <Section title="プラン別のメンバーシップ">
                <TierMovements rows={d.membershipTiers} />
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
