import { badInput } from '../../lib/domain-error';
import type { OpsContext } from '../ops-context';
import { parseDashboardRange } from '../dashboard/dashboard-range';
import { csvHead, csvLine } from './csv';
import { auditRows, fanRows, paymentRows, type ExportRow, type Window } from './export-rows.repository';

/** The most rows one file holds; past it the operator narrows the range (or uses the CLI). */
export const EXPORT_CAP = 50_000;
/** Rows read per query: a large export is read a page at a time, never whole. */
const PAGE = 1_000;

export interface CsvExport {
  filename: string;
  csv: string;
  rows: number;
}

type Reader = (after: string[] | null, limit: number) => Promise<ExportRow[]>;

/** Reads pages until the end, refusing (before anything is sent) an export past the cap. */
async function collect(name: string, header: string[], read: Reader): Promise<CsvExport> {
  let csv = csvHead(header);
  let rows = 0;
  let after: string[] | null = null;
  for (;;) {
    const page = await read(after, PAGE);
    rows += page.length;
    if (rows > EXPORT_CAP)
      throw badInput(
        'to',
        `${EXPORT_CAP.toLocaleString('ja-JP')}行を超えるため出力できません。期間を短くしてください (more than ${EXPORT_CAP} rows: narrow the range)`,
      );
    for (const row of page) csv += csvLine(row.cells);
    if (page.length < PAGE) return { filename: name, csv, rows };
    after = page.at(-1)!.key;
  }
}

/** JST days (both included) as the instants [from 00:00 JST, the day after `to` 00:00 JST). */
function windowOf(raw: unknown): { days: string; window: Window } {
  const range = parseDashboardRange(raw);
  return {
    days: `${range.from.replaceAll('-', '')}-${range.to.replaceAll('-', '')}`,
    window: {
      from: new Date(`${range.from}T00:00:00+09:00`),
      to: new Date(Date.parse(`${range.to}T00:00:00+09:00`) + 86_400_000),
    },
  };
}

export function exportPayments(ctx: OpsContext, raw: unknown) {
  const { days, window } = windowOf(raw);
  return collect(
    `payments-${ctx.projectId}-${days}.csv`,
    [
      '日時(JST)',
      'ファンID',
      'メールアドレス',
      '内容',
      '金額(円)',
      '支払方法',
      '状態',
      '返金額(円)',
      'Stripe ID',
    ],
    (after, limit) => paymentRows(ctx.db, ctx.projectId, window, after, limit),
  );
}

export function exportFans(ctx: OpsContext) {
  const today = new Date(ctx.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '');
  return collect(
    `fans-${ctx.projectId}-${today}.csv`,
    [
      'ファンID',
      'メールアドレス',
      '名前',
      '登録日時(JST)',
      '有償ポイント',
      '無償ポイント',
      'メンバーシップ数',
    ],
    (after, limit) => fanRows(ctx.db, ctx.projectId, after, limit),
  );
}

export function exportAuditLog(ctx: OpsContext, raw: unknown) {
  const { days, window } = windowOf(raw);
  return collect(
    `audit-${ctx.projectId}-${days}.csv`,
    ['日時(JST)', '操作者', '操作', '対象', '結果'],
    (after, limit) => auditRows(ctx.db, ctx.projectId, window, after, limit),
  );
}
