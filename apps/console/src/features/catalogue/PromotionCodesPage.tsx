import { useMutation } from '@apollo/client/react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { Page, Section } from '../../components/Page';
import { formatCount, formatJst } from '../../lib/format';
import { CONSOLE_PROMOTION_CODES, END_PROMOTION_CODE } from './api/promotions';
import { CataloguePages } from './components/CataloguePages';
import { CreateCodeForm } from './components/CreateCodeForm';
import { DataTable, num } from '../../components/DataTable';

function status(code: {
  validFrom: string;
  validUntil: string;
  redeemedCount: number;
  maxRedemptions: number;
}) {
  const now = Date.now();
  if (Date.parse(code.validUntil) <= now) return <span className="badge">終了</span>;
  if (Date.parse(code.validFrom) > now) return <span className="badge badge-warn">開始前</span>;
  if (code.redeemedCount >= code.maxRedemptions) return <span className="badge">上限到達</span>;
  return <span className="badge badge-ok">有効</span>;
}

export default function PromotionCodesPage() {
  const [end] = useMutation(END_PROMOTION_CODE);
  return (
    <Page title="プロモーションコード">
      <CataloguePages query={CONSOLE_PROMOTION_CODES} pageOf={(d) => d.promotionCodesPage} label="コード一覧">
        {(promotionCodes, { pointTypesPage: { nodes: pointTypes } }) => {
          const typeOf = (id: number) => pointTypes.find((t) => t.id === id);
          return (
            <>
              <Section title="コード一覧">
                <DataTable
                  columns={[
                    'コード',
                    'キャンペーン名',
                    num('ポイント'),
                    num('利用／上限'),
                    '期間（日本時間）',
                    '状態',
                    '操作',
                  ]}
                  rows={promotionCodes}
                >
                  {(c) => {
                    const live = Date.parse(c.validUntil) > Date.now();
                    const unit = typeOf(c.pointTypeId)?.unit ?? '';
                    return (
                      <tr key={c.id}>
                        <td>
                          <code>{c.code}</code>
                        </td>
                        <td className="text">{c.name}</td>
                        <td className="num">
                          {formatCount(c.amount)}
                          {unit}
                        </td>
                        <td className="num">
                          {formatCount(c.redeemedCount)}／{formatCount(c.maxRedemptions)}
                        </td>
                        <td>
                          {formatJst(c.validFrom)}〜{formatJst(c.validUntil)}
                        </td>
                        <td>{status(c)}</td>
                        <td>
                          {live && (
                            <ConfirmButton
                              small
                              danger
                              label="終了"
                              title={`コード ${c.code} を終了しますか？`}
                              confirmLabel="今すぐ終了する"
                              onConfirm={async () => void (await end({ variables: { id: c.id } }))}
                            >
                              <p>
                                終了日時を今にします。これ以降このコードは使えません。すでに付与したポイントはそのまま残ります。
                              </p>
                            </ConfirmButton>
                          )}
                        </td>
                      </tr>
                    );
                  }}
                </DataTable>
              </Section>
              <Section title="コードを作成">
                <CreateCodeForm pointTypes={pointTypes.filter((t) => !t.archivedAt)} />
              </Section>
            </>
          );
        }}
      </CataloguePages>
    </Page>
  );
}
