import { builder } from '../../../graphql/builder';
import { PaymentTypeEnum } from '../../payments/payments.graphql';
import { PaymentMethod } from '../../saved-card/saved-card.graphql';
import { previewPlanChange, type PlanChangePreview } from './preview-plan-change';

const PlanChangePreviewType = builder.objectRef<PlanChangePreview>('PlanChangePreview').implement({
  description:
    'What an upgrade or downgrade will charge, to what and from when (the final confirmation before managePaymentV2).',
  fields: (t) => ({
    paymentType: t.expose('paymentType', { type: PaymentTypeEnum }),
    amountDue: t.exposeInt('amountDue', {
      description:
        "Yen charged now: the prorated difference of an upgrade, 0 for a downgrade or a difference under Stripe's ¥50 minimum charge",
    }),
    addedToNextInvoice: t.exposeInt('addedToNextInvoice', {
      description:
        "Yen not charged now because under Stripe's ¥50 minimum charge: the change applies at once and this is added to the next invoice",
    }),
    nextBillingDate: t.expose('nextBillingDate', {
      type: 'DateTime',
      description: 'From when the new price renews',
    }),
    changesAt: t.expose('changesAt', {
      type: 'DateTime',
      description:
        "From when the new tier is the member's: now for a card upgrade; nextBillingDate for a downgrade and a konbini member's upgrade",
    }),
    konbiniDueDays: t.exposeInt('konbiniDueDays', {
      nullable: true,
      description:
        'konbini billing: days each renewal invoice (its payment number) stays payable after it is issued',
    }),
    nextAmount: t.exposeInt('nextAmount', {
      description: 'Yen charged at each renewal from nextBillingDate',
    }),
    intervalMonths: t.exposeInt('intervalMonths'),
    prorationDate: t.exposeInt('prorationDate', {
      nullable: true,
      description:
        'An upgrade: the moment amountDue was prorated at; send it to managePaymentV2 to pay exactly amountDue',
    }),
    paymentMethod: t.exposeString('paymentMethod', {
      description: 'card (the saved card pays) or konbini (invoices paid at a store)',
    }),
    card: t.expose('card', {
      type: PaymentMethod,
      nullable: true,
      description: 'The saved card that pays; null for konbini billing or without a saved card',
    }),
  }),
});

builder.queryField('planChangePreview', (t) =>
  t.field({
    type: PlanChangePreviewType,
    description:
      'The charge of upgrade_recurring_payment / downgrade_recurring_payment onto a price, before it is made',
    args: {
      prices: t.arg.stringList({ required: true, description: 'The one Stripe price id of the new plan' }),
      paymentType: t.arg({ type: PaymentTypeEnum, required: true }),
    },
    resolve: async (_root, { prices, paymentType }, ctx) =>
      previewPlanChange(ctx, await ctx.requireListener(), prices, paymentType),
  }),
);
