import { opsBuilder as b } from '../graphql/builder';
import { pageArgs, pageType } from '../graphql/page-types';
import { FAN_PAGE, fanLedgerPage, fanPurchasesPage } from './fan-pages';
import { fanOpenWork, type FanOpenWorkRow } from './fan-search.repository';
import { searchFans } from './search-fans';
import { Entry, Fan, Purchase } from './support.graphql';

const LedgerPage = pageType('LedgerEntryPage', Entry);
const PurchasePage = pageType('PointPurchasePage', Purchase);

const OpenWork = b.objectRef<FanOpenWorkRow>('FanReconcileStatus').implement({
  description: 'What the reconciler still has to settle for this fan (0 everywhere: nothing open).',
  fields: (t) => ({
    openPointPurchases: t.exposeInt('open_purchases', {
      description: 'not yet paid or failed: 3-D Secure or a konbini voucher waiting',
    }),
    pendingRegistrations: t.exposeInt('pending_registrations', {
      description: 'paid memberships awaiting their first payment',
    }),
    openRenewals: t.exposeInt('open_renewals', { description: 'renewals not paid when due, still open' }),
  }),
});

b.objectFields(Fan, (t) => ({
  ledgerPage: t.field({
    type: LedgerPage,
    description: 'All ledger entries, newest first, a page at a time.',
    args: pageArgs(t.arg, FAN_PAGE),
    resolve: (f, args, ctx) => fanLedgerPage(ctx, f.id, args),
  }),
  purchasesPage: t.field({
    type: PurchasePage,
    description: 'All point purchases, newest first, a page at a time.',
    args: pageArgs(t.arg, FAN_PAGE),
    resolve: (f, args, ctx) => fanPurchasesPage(ctx, f.id, args),
  }),
  reconcileStatus: t.field({ type: OpenWork, resolve: (f, _a, ctx) => fanOpenWork(ctx.db, f.id) }),
}));

b.queryFields((t) => ({
  findFans: t.field({
    type: [Fan],
    description:
      'Fans named by one search text: a listener id, an e-mail address (any case), or a Stripe id — customer cus_, subscription sub_ (current or pending), payment intent pi_ (a point purchase), invoice in_ (a membership payment or an unpaid renewal). At most 20.',
    args: { query: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => searchFans(ctx, args),
  }),
}));
