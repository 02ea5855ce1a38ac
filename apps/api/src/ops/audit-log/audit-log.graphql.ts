import { opsBuilder as b } from '../builder';
import { AuditEntry } from '../audit.graphql';
import type { AuditRow } from '../audit.repository';
import { PageInfo, type Page } from '../paging';
import { listAuditLogPage } from './audit-log-page';

const AuditPage = b.objectRef<Page<AuditRow>>('AuditEntryPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [AuditEntry], resolve: (p) => p.nodes }),
    pageInfo: t.field({ type: PageInfo, resolve: (p) => p }),
  }),
});

b.queryFields((t) => ({
  auditLogPage: t.field({
    type: AuditPage,
    description:
      "The audit log, newest first, a page at a time: this project's rows and automation's platform-wide ones, filtered by operator (uid or e-mail), action (exact, e.g. refundPointPurchase or read:fans), changesOnly (no read:… rows) and time (from included, to not).",
    args: {
      first: t.arg.int({ description: 'Rows per page, 1–100 (50 when left out).' }),
      after: t.arg.string({ description: "The previous page's endCursor." }),
      operator: t.arg.string(),
      action: t.arg.string(),
      changesOnly: t.arg.boolean(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
    },
    resolve: (_r, args, ctx) => listAuditLogPage(ctx, args),
  }),
}));
