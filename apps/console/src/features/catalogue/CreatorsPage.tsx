import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { Page, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { CONSOLE_CREATORS } from './api/creators';
import { CreateCreatorForm } from './components/CreateCreatorForm';
import { ArchivedBadge } from './components/ArchivedBadge';

export default function CreatorsPage() {
  const { data, error } = useQuery(CONSOLE_CREATORS);
  return (
    <Page title="クリエイター・プラン">
      <Section title="クリエイター一覧">
        <QueryState data={data} error={error}>
          {({ creators }) => (
            <div className="table-scroll" tabIndex={0}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">ID</th>
                    <th scope="col">名前</th>
                    <th scope="col">英語名</th>
                    <th scope="col">スラッグ</th>
                    <th scope="col" className="num">
                      プラン
                    </th>
                    <th scope="col">状態</th>
                  </tr>
                </thead>
                <tbody>
                  {creators.map((c) => (
                    <tr key={c.id}>
                      <td>{c.id}</td>
                      <td>
                        <Link to={`/creators/${c.id}`}>{c.name}</Link>
                      </td>
                      <td>{c.englishName}</td>
                      <td>
                        <code>{c.slug}</code>
                      </td>
                      <td className="num">{c.tiers.filter((t) => !t.archivedAt).length}</td>
                      <td>
                        <ArchivedBadge archivedAt={c.archivedAt} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </QueryState>
      </Section>
      <Section title="クリエイターを追加">
        <CreateCreatorForm />
      </Section>
    </Page>
  );
}
