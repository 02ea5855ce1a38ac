import { opsBuilder as b } from '../graphql/builder';
import { EXPORT_CAP, exportAuditLog, exportFans, exportPayments, type CsvExport } from './export-csv';

const Csv = b.objectRef<CsvExport>('CsvExport').implement({
  description:
    'A CSV file for Excel: UTF-8 with a BOM, CRLF line ends, RFC 4180 quoting, Japanese headers; text beginning with = + - @ starts with a single quote.',
  fields: (t) => ({
    filename: t.exposeString('filename'),
    csv: t.exposeString('csv'),
    rows: t.exposeInt('rows', { description: 'data rows, the header left out' }),
  }),
});

const RANGE = `JST calendar days (YYYY-MM-DD, both included, at most 366 days); at most ${EXPORT_CAP} rows.`;

b.queryFields((t) => ({
  exportPayments: t.field({
    type: Csv,
    description: `The project's payments (point purchases and membership invoices) in the days. ${RANGE}`,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => exportPayments(ctx, args),
  }),
  exportFans: t.field({
    type: Csv,
    description: `The project's fans with their point balances and active memberships; at most ${EXPORT_CAP} rows.`,
    resolve: (_r, _a, ctx) => exportFans(ctx),
  }),
  exportAuditLog: t.field({
    type: Csv,
    description: `The project's audit log in the days. ${RANGE}`,
    args: { from: t.arg.string({ required: true }), to: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => exportAuditLog(ctx, args),
  }),
}));
