import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Notice } from '../../components/Notice';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatJst } from '../../lib/format';
import { useFormFields } from '../../lib/use-form-fields';
import { CONSOLE_FAN_SEARCH } from './api/fans';
import { parseFanSearch } from './model/search-query';
import { DataTable } from '../../components/DataTable';

export default function FansPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const { form, text } = useFormFields({ q });
  const search = parseFanSearch(q);
  const { data, error } = useQuery(CONSOLE_FAN_SEARCH, {
    variables: { query: q },
    skip: search.kind === 'invalid',
  });
  return (
    <Page title="ファン">
      <form
        role="search"
        className={`${pageStyles.card} ${pageStyles.form}`}
        onSubmit={(e) => {
          e.preventDefault();
          setParams(form.q.trim() ? { q: form.q.trim() } : {});
        }}
      >
        <div className={pageStyles.formWide}>
          <TextField
            label="ファンを検索"
            hint="メールアドレス、ファン ID（数字）、または Stripe ID（cus_…、sub_…、pi_…、in_…）"
            {...text('q')}
            required
          />
        </div>
        <div className={pageStyles.formWide}>
          <Button type="submit">検索</Button>
        </div>
      </form>
      {q && search.kind === 'invalid' && (
        <Notice tone="error">メールアドレス、ファン ID（数字）、または Stripe ID を入力してください。</Notice>
      )}
      {search.kind !== 'invalid' && (
        <Section title="検索結果">
          <QueryState data={data} error={error}>
            {({ findFans: fans }) => (
              <DataTable
                empty={<p role="status">「{q}」に当てはまるファンはいません。</p>}
                columns={['ID', '名前', 'メールアドレス', 'Stripe 顧客', '登録日時']}
                rows={fans}
              >
                {(fan) => (
                  <tr key={fan.id}>
                    <td>{fan.id}</td>
                    <td>
                      <Link to={`/fans/${fan.id}`}>{fan.name || '（名前なし）'}</Link>
                    </td>
                    <td>{fan.email ?? '—'}</td>
                    <td>
                      <code>{fan.stripeCustomerId ?? '—'}</code>
                    </td>
                    <td>{formatJst(fan.createdAt)}</td>
                  </tr>
                )}
              </DataTable>
            )}
          </QueryState>
        </Section>
      )}
    </Page>
  );
}
