import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { Notice } from '../../components/Notice';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { CONSOLE_FAN } from './api/fans';
import { FanSummary } from './components/FanSummary';
import { DeleteFanButton } from './components/DeleteFanButton';
import { GrantPointsButton } from './components/GrantPointsButton';
import { LedgerTable } from './components/LedgerTable';
import { MembershipsTable, UnpaidRenewalsTable } from './components/MembershipsTable';
import { PurchasesTable } from './components/PurchasesTable';

export default function FanPage() {
  const id = Number(useParams().id);
  const { data, error } = useQuery(CONSOLE_FAN, { variables: { id } });
  return (
    <QueryState data={data} error={error}>
      {({ fans, pointTypes }) => {
        const fan = fans[0];
        if (!fan)
          return (
            <Page title="ファンが見つかりません">
              <Notice tone="error">ID {id} のファンはこのプロジェクトにいません。</Notice>
              <Link to="/fans">ファンの検索へ</Link>
            </Page>
          );
        const typeName = (typeId: number) => pointTypes.find((t) => t.id === typeId)?.name ?? `#${typeId}`;
        const unitOf = (typeId: number) => pointTypes.find((t) => t.id === typeId)?.unit ?? 'pt';
        return (
          <Page
            title={`${fan.name || '名前なし'}（ファン #${fan.id}）`}
            actions={
              fan.deletedAt ? null : (
                <>
                  <GrantPointsButton fan={fan} pointTypes={pointTypes.filter((t) => !t.archivedAt)} />
                  <DeleteFanButton fan={fan} />
                </>
              )
            }
          >
            <p>
              <Link to="/fans">← ファンの検索</Link>
            </p>
            <div className={pageStyles.card}>
              <FanSummary fan={fan} typeName={typeName} />
            </div>
            <Section title="ポイントの購入">
              <PurchasesTable fanId={fan.id} unitOf={unitOf} />
            </Section>
            <Section title="ポイント履歴">
              <LedgerTable fanId={fan.id} unitOf={unitOf} />
            </Section>
            <Section title="メンバーシップ">
              <MembershipsTable fan={fan} />
            </Section>
            <Section title="支払いに失敗した更新">
              <UnpaidRenewalsTable fan={fan} />
            </Section>
          </Page>
        );
      }}
    </QueryState>
  );
}
