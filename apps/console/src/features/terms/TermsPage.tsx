import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { ConfirmButton } from '../../components/ConfirmButton';
import { TextArea, TextField } from '../../components/Field';
import { FormStatus } from '../../components/FormStatus';
import { Page, pageStyles, Section } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { formatJst, isoToJstLocal, jstLocalToIso } from '../../lib/format';
import { useFormFields } from '../../lib/use-form-fields';
import { CONSOLE_PUBLISH_TERMS, CONSOLE_TERMS } from './api/terms';
import styles from './TermsPage.module.css';
import { DataTable } from '../../components/DataTable';

export default function TermsPage() {
  const { data, error } = useQuery(CONSOLE_TERMS);
  const [publish] = useMutation(CONSOLE_PUBLISH_TERMS, { refetchQueries: [CONSOLE_TERMS] });
  const { form, text } = useFormFields(() => ({
    version: '',
    title: '利用規約',
    body: '',
    at: isoToJstLocal(new Date()),
  }));
  const [done, setDone] = useState<string | null>(null);
  const ready =
    form.version.trim() !== '' && form.title.trim() !== '' && form.body.trim() !== '' && form.at !== '';
  return (
    <Page title="利用規約">
      <Section title="新しい版を公開">
        <div className={pageStyles.columns}>
          <div className={`${pageStyles.card} ${pageStyles.form}`}>
            <TextField label="版" hint="例: 2026-12-01" {...text('version')} required />
            <TextField label="題名" {...text('title')} required />
            <TextField label="発効日時（日本時間）" type="datetime-local" {...text('at')} required />
            <div className={pageStyles.formWide}>
              <TextArea label="本文" rows={14} {...text('body')} required />
            </div>
          </div>
          <div className={styles.preview} aria-label="ファンに表示される内容のプレビュー" role="region">
            <p className={pageStyles.hint}>プレビュー（ファンの画面に表示される内容）</p>
            <h2 className={styles.previewTitle}>{form.title || '（題名）'}</h2>
            <p className={styles.body}>{form.body || '（本文）'}</p>
          </div>
        </div>
        <div className={pageStyles.actions}>
          <ConfirmButton
            variant="primary"
            label="公開する"
            disabled={!ready}
            title={`利用規約 ${form.version} を公開しますか？`}
            confirmLabel="公開する"
            onConfirm={async () => {
              setDone(null);
              await publish({
                variables: {
                  input: {
                    version: form.version.trim(),
                    title: form.title.trim(),
                    body: form.body,
                    effectiveAt: jstLocalToIso(form.at),
                  },
                },
              });
              setDone(`利用規約 ${form.version} を公開しました。`);
            }}
          >
            <p>
              {form.at && formatJst(jstLocalToIso(form.at))}
              以降、サインインしているすべてのファンが一度ずつ利用規約の画面に案内され、同意するまで他の画面を使えません。公開した版は変更・取り消しできません。
            </p>
          </ConfirmButton>
        </div>
        <FormStatus error={null} done={done} />
      </Section>
      <Section title="公開済みの版">
        <QueryState data={data} error={error}>
          {({ termsVersions }) => (
            <DataTable columns={['版', '題名', '発効日時', '本文の冒頭']} rows={termsVersions}>
              {(t) => (
                <tr key={t.id}>
                  <td>{t.version}</td>
                  <td className="text">{t.title}</td>
                  <td>{formatJst(t.effectiveAt)}</td>
                  <td className="text">{t.body.slice(0, 80)}</td>
                </tr>
              )}
            </DataTable>
          )}
        </QueryState>
      </Section>
    </Page>
  );
}
