import type { OpsContext } from '../ops-context';
import { parseInput } from '../input/parse-input';
import { opsList, PageArgs } from '../lists/ops-list';
import { openRenewalsPage, type OpenRenewalRow } from './unpaid-renewals.repository';

export const RENEWALS_PAGE = 50;
const list = opsList<OpenRenewalRow>('unpaid', ['timestamp', 'id'], RENEWALS_PAGE, (r) => [
  r.key_time,
  r.invoice_id,
]);

/** The project's fans with a renewal still unpaid, soonest deadline first, a page at a time. */
export const unpaidRenewalsPage = (ctx: OpsContext, raw: unknown) =>
  list.read(parseInput(PageArgs, raw), (page) => openRenewalsPage(ctx.db, ctx.projectId, page));
