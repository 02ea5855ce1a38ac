import { useApolloClient } from '@apollo/client/react';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { FormStatus } from '../../components/FormStatus';
import { Page, pageStyles, Section } from '../../components/Page';
import { jstDay } from '../../lib/format';
import { useAction } from '../../lib/use-action';
import { useFormFields } from '../../lib/use-form-fields';
import { CONSOLE_EXPORT_AUDIT_LOG, CONSOLE_EXPORT_FANS, CONSOLE_EXPORT_PAYMENTS } from './api/reports';
import { saveCsv } from './model/save-csv';

interface Range {
  from: string;
  to: string;
}

/** A range's form and its download: the file is saved, and the rows written said. */
function RangeDownload({ name, load }: { name: string; load: (range: Range) => Promise<CsvFile> }) {
  const today = jstDay(new Date());
  const { form, text } = useFormFields<Range>({ from: `${today.slice(0, 8)}01`, to: today });
  const action = useAction(async () => saved(await load(form)));
  return (
    <form
      className={`${pageStyles.card} ${pageStyles.form}`}
      aria-label={name}
      onSubmit={(e) => {
        e.preventDefault();
        void action.run();
      }}
    >
      <TextField label="開始日（日本時間）" type="date" required {...text('from')} />
      <TextField label="終了日（日本時間、その日を含む）" type="date" required {...text('to')} />
      <div className={pageStyles.formWide}>
        <Button type="submit" disabled={action.busy}>
          {name}をダウンロード
        </Button>
      </div>
      <FormStatus error={action.error} done={action.done} />
    </form>
  );
}

interface CsvFile {
  filename: string;
  csv: string;
  rows: number;
}

const saved = (file: CsvFile) => {
  saveCsv(file);
  return `${file.filename}（${file.rows.toLocaleString('ja-JP')}行）を保存しました。`;
};

export default function ExportsPage() {
  const client = useApolloClient();
  // Exports are read fresh each time, never kept in the cache (a file may be megabytes).
  const fetch = <Q,>(query: Parameters<typeof client.query<Q>>[0]) =>
    client.query<Q>({ ...query, fetchPolicy: 'no-cache' }).then((r) => r.data!);
  const fans = useAction(async () => saved((await fetch({ query: CONSOLE_EXPORT_FANS })).exportFans));
  return (
    <Page title="エクスポート">
      <p className={pageStyles.hint}>
        CSV（UTF-8・BOM付き）で保存します。Excel でそのまま開けます。1ファイル50,000行までです。
      </p>
      <Section title="支払い">
        <RangeDownload
          name="支払いCSV"
          load={async (range) =>
            (await fetch({ query: CONSOLE_EXPORT_PAYMENTS, variables: range })).exportPayments
          }
        />
      </Section>
      <Section title="ファン">
        <div className={pageStyles.card}>
          <Button onClick={() => void fans.run()} disabled={fans.busy}>
            ファンCSVをダウンロード
          </Button>
          <FormStatus error={fans.error} done={fans.done} />
        </div>
      </Section>
      <Section title="操作ログ">
        <RangeDownload
          name="操作ログCSV"
          load={async (range) =>
            (await fetch({ query: CONSOLE_EXPORT_AUDIT_LOG, variables: range })).exportAuditLog
          }
        />
      </Section>
    </Page>
  );
}
