import { opsBuilder as b } from '../graphql/builder';
import { AuditEntry } from './audit.graphql';
import { pageArgs, pageType } from '../graphql/page-types';
import { AUDIT_PAGE, listAuditLogPage } from './audit-log-page';

const AuditPage = pageType('AuditEntryPage', AuditEntry);

b.queryFields((t) => ({
  auditLogPage: t.field({
    type: AuditPage,
    description:
      "The audit log, newest first, a page at a time: this project's rows and automation's platform-wide ones, filtered by operator (uid or e-mail), action (exact, e.g. refundPointPurchase or read:fans), changesOnly (no read:… rows) and time (from included, to not).",
    args: {
      ...pageArgs(t.arg, AUDIT_PAGE),
      operator: t.arg.string(),
      action: t.arg.string(),
      changesOnly: t.arg.boolean(),
      from: t.arg({ type: 'DateTime' }),
      to: t.arg({ type: 'DateTime' }),
    },
    resolve: (_r, args, ctx) => listAuditLogPage(ctx, args),
  }),
}));
