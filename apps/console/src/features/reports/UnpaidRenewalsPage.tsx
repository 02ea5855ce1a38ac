import { Link } from 'react-router';
import { CursorPages } from '../../components/CursorPages';
import { DataTable, num } from '../../components/DataTable';
import { Page, Section } from '../../components/Page';
import { formatJst, formatYen } from '../../lib/format';
import { CONSOLE_UNPAID_RENEWALS } from './api/reports';

const PAGE_SIZE = 50;
const METHOD: Record<string, string> = { card: 'カード', konbini: 'コンビニ' };

export default function UnpaidRenewalsPage() {
  return (
    <Page title="未払いの更新">
      <Section title="期限の近い順">
        <CursorPages
          query={CONSOLE_UNPAID_RENEWALS}
          variables={{}}
          pageSize={PAGE_SIZE}
          resetKey="unpaid"
          pageOf={(d) => d.unpaidRenewalsPage}
          label="未払いの更新"
          empty={<p role="status">未払いの更新はありません。</p>}
        >
          {(renewals) => (
            <DataTable
              caption="未払いの更新"
              columns={['期限', 'ファン', 'クリエイター・プラン', '支払方法', num('金額')]}
              rows={renewals}
            >
              {(r) => (
                <tr key={r.stripeInvoiceId}>
                  <td>{formatJst(r.continuesUntil)}</td>
                  <td>
                    <Link to={`/fans/${r.fanId}`}>
                      {r.name}（{r.email ?? `ID ${r.fanId}`}）
                    </Link>
                  </td>
                  <td>
                    {r.creator} {r.tier}
                  </td>
                  <td>
                    {METHOD[r.method] ?? r.method}
                    {r.requiresAction ? '（3Dセキュア待ち）' : ''}
                  </td>
                  <td className="num">{formatYen(r.amount)}</td>
                </tr>
              )}
            </DataTable>
          )}
        </CursorPages>
      </Section>
    </Page>
  );
}
