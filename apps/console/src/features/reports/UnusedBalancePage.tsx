import { useQuery } from '@apollo/client/react';
import { DataTable, num } from '../../components/DataTable';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { CONSOLE_UNUSED_BALANCE } from './api/reports';
import { unusedBalanceLine } from './model/unused-balance-view';

// One string: JSX would put a space at each line break, which Japanese text does not have.
const HINT =
  '資金決済法の基準日（3月31日・9月30日、日本時間の終わり）時点の有償ポイントの未使用残高です。' +
  '平均購入単価（支払額 ÷ 購入ポイント数）で円に換算し、無償ポイントは含みません。' +
  '基準額1,000万円を超える場合、残高の2分の1の発行保証金を供託し、基準日から2か月以内に報告します（判断 046）。';

export default function UnusedBalancePage() {
  const { data, error } = useQuery(CONSOLE_UNUSED_BALANCE);
  return (
    <Page title="未使用残高報告">
      <p className={pageStyles.hint}>{HINT}</p>
      <Section title="基準日ごとの未使用残高">
        <QueryState data={data} error={error}>
          {(d) => (
            <DataTable
              caption="基準日ごとの未使用残高"
              columns={[
                '基準日',
                num('有償ポイント'),
                num('未使用残高'),
                '基準額（1,000万円）',
                num('発行保証金'),
                '報告・供託期限',
              ]}
              rows={d.unusedBalanceReport.map(unusedBalanceLine)}
            >
              {(line) => (
                <tr key={line.key}>
                  <td>{line.date}</td>
                  <td className="num">{line.points}</td>
                  <td className="num">{line.yen}</td>
                  <td>{line.threshold}</td>
                  <td className="num">{line.deposit}</td>
                  <td>{line.deadline}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryState>
      </Section>
    </Page>
  );
}
