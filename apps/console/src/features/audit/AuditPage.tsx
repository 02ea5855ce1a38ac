import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { CursorPages } from '../../components/CursorPages';
import { CheckField, TextField } from '../../components/Field';
import { Page, pageStyles, Section } from '../../components/Page';
import { useFormFields } from '../../lib/use-form-fields';
import { CONSOLE_AUDIT_LOG } from './api/audit';
import { auditVariables, filtersFrom, filtersToParams, type AuditFilters } from './audit-filters';
import { AuditEntryRow } from './AuditEntryRow';
import { DataTable } from '../../components/DataTable';

const PAGE_SIZE = 50;
const ACTIONS = [
  'createCreator',
  'updateCreator',
  'archiveCreator',
  'createTier',
  'updateTier',
  'setTierPrice',
  'createPointPackage',
  'createPromotionCode',
  'grantPoints',
  'refundPointPurchase',
  'publishTerms',
  'startMaintenance',
  'endMaintenance',
  'cancelMaintenance',
  'grantOperator',
  'revokeOperator',
  'read:fans',
  'read:findFans',
];

export default function AuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = filtersFrom(params);
  const { form: draft, text, check } = useFormFields<AuditFilters>(applied);
  return (
    <Page title="操作ログ">
      <form
        className={`${pageStyles.card} ${pageStyles.form}`}
        aria-label="絞り込み"
        onSubmit={(e) => {
          e.preventDefault();
          setParams(filtersToParams(draft));
        }}
      >
        <TextField label="オペレーター" hint="メールアドレスまたは UID" {...text('operator')} />
        <TextField label="操作" hint="例: refundPointPurchase" list="audit-actions" {...text('action')} />
        <datalist id="audit-actions">
          {ACTIONS.map((a) => (
            <option key={a} value={a} />
          ))}
        </datalist>
        <TextField label="開始日（日本時間）" type="date" {...text('from')} />
        <TextField label="終了日（日本時間、その日を含む）" type="date" {...text('to')} />
        <CheckField label="変更のみ（閲覧を除く）" {...check('changesOnly')} />
        <div className={pageStyles.formWide}>
          <Button type="submit">絞り込む</Button>
        </div>
      </form>
      <Section title="記録">
        <CursorPages
          query={CONSOLE_AUDIT_LOG}
          variables={auditVariables(applied)}
          pageSize={PAGE_SIZE}
          resetKey={params.toString()}
          pageOf={(d) => d.auditLogPage}
          label="操作ログ"
        >
          {(entries) => (
            <DataTable
              empty={<p role="status">条件に合う記録はありません。</p>}
              columns={['日時', 'オペレーター', '操作', '対象', '内容']}
              rows={entries}
            >
              {(entry) => <AuditEntryRow key={entry.id} entry={entry} />}
            </DataTable>
          )}
        </CursorPages>
      </Section>
    </Page>
  );
}
