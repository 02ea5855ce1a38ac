import { Link } from 'react-router';
import { Page, Section } from '../../components/Page';
import { CONSOLE_CREATORS } from './api/creators';
import { CreateCreatorForm } from './components/CreateCreatorForm';
import { ArchivedBadge } from './components/ArchivedBadge';
import { CataloguePages } from './components/CataloguePages';
import { DataTable, num } from '../../components/DataTable';

export default function CreatorsPage() {
  return (
    <Page title="クリエイター・プラン">
      <Section title="クリエイター一覧">
        <CataloguePages query={CONSOLE_CREATORS} pageOf={(d) => d.creatorsPage} label="クリエイター一覧">
          {(creators) => (
            <DataTable
              columns={['ID', 'アイコン', '名前', '英語名', 'スラッグ', num('プラン'), '状態']}
              rows={creators}
            >
              {(c) => (
                <tr key={c.id}>
                  <td>{c.id}</td>
                  <td>
                    <img src={c.icon} alt="" width={32} height={32} className="creator-icon" />
                  </td>
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
              )}
            </DataTable>
          )}
        </CataloguePages>
      </Section>
      <Section title="クリエイターを追加">
        <CreateCreatorForm />
      </Section>
    </Page>
  );
}
