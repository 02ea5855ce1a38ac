import { useMutation } from '@apollo/client/react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { pageStyles, Page, Section } from '../../components/Page';
import { formatCount, formatYen } from '../../lib/format';
import {
  ARCHIVE_POINT_PACKAGE,
  ARCHIVE_POINT_TYPE,
  CONSOLE_POINT_TYPES,
  UNARCHIVE_POINT_TYPE,
} from './api/points';
import { ArchivedBadge } from './components/ArchivedBadge';
import { ArchiveToggle } from './components/ArchiveToggle';
import { CataloguePages } from './components/CataloguePages';
import { CreatePackageForm } from './components/CreatePackageForm';
import { CreatePointTypeForm } from './components/CreatePointTypeForm';
import { DataTable, num } from '../../components/DataTable';

export default function PointTypesPage() {
  const [archivePackage] = useMutation(ARCHIVE_POINT_PACKAGE);
  return (
    <Page title="ポイント・パッケージ">
      <CataloguePages query={CONSOLE_POINT_TYPES} pageOf={(d) => d.pointTypesPage} label="ポイントの種類">
        {(pointTypes) =>
          pointTypes.map((type) => (
            <Section
              key={type.id}
              title={`${type.name}（${type.unit}）`}
              actions={
                <>
                  <ArchivedBadge archivedAt={type.archivedAt} />
                  <ArchiveToggle
                    subject={`ポイント「${type.name}」`}
                    archived={Boolean(type.archivedAt)}
                    effect="パッケージの販売とプロモーションコードの利用を止めます。ファンの残高と履歴はそのまま残ります。"
                    id={type.id}
                    archive={ARCHIVE_POINT_TYPE}
                    unarchive={UNARCHIVE_POINT_TYPE}
                  />
                </>
              }
            >
              <p className={pageStyles.hint}>
                ID {type.id}・キー <code>{type.key}</code>・表示名 {type.displayName}・クーポン種別{' '}
                <code>{type.couponType}</code>
              </p>
              <DataTable
                columns={[
                  'スラッグ',
                  num('ポイント'),
                  num('カード'),
                  num('コンビニ（手数料）'),
                  'Stripe Product',
                  '状態',
                  '操作',
                ]}
                rows={type.packages}
                caption={`${type.name}のパッケージ`}
              >
                {(p) => {
                  const konbini = p.prices.find((x) => x.konbini);
                  return (
                    <tr key={p.id}>
                      <td>
                        <code>{p.slug}</code>
                      </td>
                      <td className="num">
                        {formatCount(p.amount)}
                        {type.unit}
                      </td>
                      <td className="num">{formatYen(p.price)}</td>
                      <td className="num">
                        {konbini ? `${formatYen(konbini.price)}（${formatYen(konbini.konbiniFee)}）` : '—'}
                      </td>
                      <td>
                        <code>{p.stripeProductId ?? '—'}</code>
                      </td>
                      <td>
                        <ArchivedBadge archivedAt={p.archivedAt} />
                      </td>
                      <td>
                        {!p.archivedAt && (
                          <ConfirmButton
                            small
                            danger
                            label="販売終了"
                            title={`${formatCount(p.amount)}${type.unit}のパッケージの販売を終了しますか？`}
                            confirmLabel="販売を終了する"
                            onConfirm={async () => void (await archivePackage({ variables: { id: p.id } }))}
                          >
                            <p>
                              このパッケージ（{formatYen(p.price)}
                              ）はファンに表示されなくなります。購入済みのポイントはそのまま残ります。パッケージの販売再開はできません（同じ内容で新しく作成してください）。
                            </p>
                          </ConfirmButton>
                        )}
                      </td>
                    </tr>
                  );
                }}
              </DataTable>
              {!type.archivedAt && (
                <div className={pageStyles.card}>
                  <CreatePackageForm pointTypeId={type.id} unit={type.unit} />
                </div>
              )}
            </Section>
          ))
        }
      </CataloguePages>
      <Section title="ポイントの種類を追加">
        <CreatePointTypeForm />
      </Section>
    </Page>
  );
}
