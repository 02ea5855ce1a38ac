import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { SelectField, TextField } from '../../components/Field';
import { FormStatus } from '../../components/FormStatus';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatJst, isoToJstLocal, jstLocalToIso } from '../../lib/format';
import { useFormFields } from '../../lib/use-form-fields';
import {
  CONSOLE_CANCEL_MAINTENANCE,
  CONSOLE_END_MAINTENANCE,
  CONSOLE_MAINTENANCE,
  CONSOLE_START_MAINTENANCE,
} from './api/maintenance';
import { DataTable } from '../../components/DataTable';

const PLATFORMS: Record<string, string> = { all: 'すべて（Web とアプリ）', web: 'Web', app: 'アプリ' };

export default function MaintenancePage() {
  const { data, error } = useQuery(CONSOLE_MAINTENANCE);
  const refetchQueries = [CONSOLE_MAINTENANCE];
  const [start] = useMutation(CONSOLE_START_MAINTENANCE, { refetchQueries });
  const [end] = useMutation(CONSOLE_END_MAINTENANCE, { refetchQueries });
  const [cancel] = useMutation(CONSOLE_CANCEL_MAINTENANCE, { refetchQueries });
  const { form, text } = useFormFields(() => ({
    platform: 'all',
    from: '',
    until: isoToJstLocal(new Date(Date.now() + 30 * 60_000)),
  }));
  const { platform, from, until } = form;
  const [done, setDone] = useState<string | null>(null);
  const startText = from ? formatJst(jstLocalToIso(from)) : '今すぐ';
  return (
    <Page title="メンテナンス">
      <Section title="このプロジェクトの予定・実施中のメンテナンス">
        <QueryState data={data} error={error}>
          {({ maintenanceWindows }) => (
            <DataTable
              empty={<p>予定・実施中のメンテナンスはありません。</p>}
              columns={['対象', '範囲', '開始', '終了', '操作']}
              rows={maintenanceWindows}
            >
              {(w) => (
                <tr key={w.id}>
                  <td>{PLATFORMS[w.platform] ?? w.platform}</td>
                  <td>
                    {w.projectId ? 'このプロジェクト' : '全プロジェクト（自動化による。終了できません）'}
                  </td>
                  <td>{formatJst(w.windowStart)}</td>
                  <td>{formatJst(w.windowEnd)}</td>
                  <td>
                    {w.projectId && Date.parse(w.windowStart) > Date.now() && (
                      <ConfirmButton
                        label="予定を取り消す"
                        title="この予定のメンテナンスを取り消しますか？"
                        confirmLabel="取り消す"
                        onConfirm={async () => {
                          await cancel({ variables: { id: w.id } });
                          setDone('予定のメンテナンスを取り消しました。');
                        }}
                      >
                        <p>{formatJst(w.windowStart)}からの予定を取り消します。記録は監査ログに残ります。</p>
                      </ConfirmButton>
                    )}
                  </td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryState>
        <div className={pageStyles.actions}>
          <ConfirmButton
            danger
            label="実施中のメンテナンスを終了"
            disabled={!data?.maintenanceWindows.some((w) => w.projectId)}
            title="このプロジェクトのメンテナンスを終了しますか？"
            confirmLabel="終了する"
            onConfirm={async () => {
              const { data: ended } = await end();
              setDone(`${ended?.endMaintenance ?? 0} 件のメンテナンスを終了しました。`);
            }}
          >
            <p>
              このプロジェクトで実施中のメンテナンスを今すぐ終了し、ファンがふたたびサービスを使えるようにします。全プロジェクト向けのもの（自動化による）は終了しません。
            </p>
          </ConfirmButton>
        </div>
      </Section>
      <Section title="メンテナンスを始める">
        <div className={`${pageStyles.card} ${pageStyles.form}`}>
          <SelectField label="対象" {...text('platform')}>
            {Object.entries(PLATFORMS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <TextField label="開始（日本時間）" hint="空欄なら今すぐ" type="datetime-local" {...text('from')} />
          <TextField
            label="終了（日本時間）"
            hint="開始から24時間以内"
            type="datetime-local"
            {...text('until')}
            required
          />
          <div className={pageStyles.formWide}>
            <ConfirmButton
              danger
              label="メンテナンスを設定"
              disabled={!until}
              title="メンテナンスを設定しますか？"
              confirmLabel="設定する"
              onConfirm={async () => {
                await start({
                  variables: {
                    input: {
                      platform,
                      windowEnd: jstLocalToIso(until),
                      ...(from ? { windowStart: jstLocalToIso(from) } : {}),
                    },
                  },
                });
                setDone('メンテナンスを設定しました。');
              }}
            >
              <p>
                {startText}から{until && formatJst(jstLocalToIso(until))}まで、このプロジェクトのファン（
                {PLATFORMS[platform]}
                ）はメンテナンス画面に案内され、サービスを使えません。運営コンソールは使えます。
              </p>
            </ConfirmButton>
          </div>
        </div>
        <FormStatus error={null} done={done} />
      </Section>
    </Page>
  );
}
