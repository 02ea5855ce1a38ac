import { opsBuilder as b } from '../graphql/builder';
import { pageArgs, pageType } from '../graphql/page-types';
import { time } from '../graphql/fields';
import { RENEWALS_PAGE, unpaidRenewalsPage } from './unpaid-renewals-page';
import type { OpenRenewalRow } from './unpaid-renewals.repository';
import { THRESHOLD_YEN, unusedBalanceReport, type UnusedBalanceFigure } from './unused-balance-report';

const Figure = b.objectRef<UnusedBalanceFigure>('UnusedBalanceFigure').implement({
  description:
    '基準日未使用残高 (資金決済法): the unused paid points at the end of a base date (31 March, 30 September, JST), valued at the average yen paid per point (decision 046).',
  fields: (t) => ({
    date: t.exposeString('date', { description: 'the base date, or today (JST) when provisional' }),
    provisional: t.exposeBoolean('provisional', { description: "today's figure, as of now" }),
    asOf: time(t, 'asOf'),
    points: t.exposeFloat('points', { description: 'paid points held, every point type' }),
    yen: t.exposeFloat('yen'),
    exceedsThreshold: t.exposeBoolean('exceedsThreshold', {
      description: `above the 基準額 of ¥${THRESHOLD_YEN.toLocaleString('en')}`,
    }),
    depositYen: t.exposeFloat('depositYen', {
      description: '発行保証金 due: half the balance (rounded up) when above the threshold, else 0',
    }),
    deadline: t.exposeString('deadline', {
      nullable: true,
      description: 'the last day (JST) to file the report and lodge the deposit; null when provisional',
    }),
  }),
});

const Renewal = b.objectRef<OpenRenewalRow>('OpenUnpaidRenewal').implement({
  description: "A fan's renewal invoice not paid yet (decision 032).",
  fields: (t) => ({
    stripeInvoiceId: t.exposeString('invoice_id'),
    fanId: t.exposeInt('listener_id'),
    email: t.exposeString('email', { nullable: true }),
    name: t.exposeString('name'),
    method: t.exposeString('method', { description: 'card or konbini' }),
    amount: t.exposeInt('amount'),
    creator: t.exposeString('creator'),
    tier: t.exposeString('tier'),
    requiresAction: t.exposeBoolean('requires_action', { description: 'the card asks for 3-D Secure' }),
    renewalAt: time(t, 'renewal_at'),
    continuesUntil: time(t, 'ends_at', { description: 'unpaid by then, the membership ends' }),
  }),
});
const RenewalPage = pageType('OpenUnpaidRenewalPage', Renewal);

b.queryFields((t) => ({
  unusedBalanceReport: t.field({
    type: [Figure],
    description:
      "The project's unused paid balance at its last 4 base dates, oldest first, then today's provisional figure.",
    resolve: (_r, _a, ctx) => unusedBalanceReport(ctx),
  }),
  unpaidRenewalsPage: t.field({
    type: RenewalPage,
    description: "The project's open unpaid renewals, soonest deadline first, a page at a time.",
    args: pageArgs(t.arg, RENEWALS_PAGE),
    resolve: (_r, args, ctx) => unpaidRenewalsPage(ctx, args),
  }),
}));
