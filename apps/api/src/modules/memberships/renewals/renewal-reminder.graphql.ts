import { builder } from '../../../graphql/builder';
import type { Context } from '../../../graphql/context';
import { findSavedCard, type SavedCardRow } from '../../saved-card/saved-card.repository';
import type { MembershipView } from '../reads/membership-view';
import { SubscriptionMembership } from '../reads/membership.graphql';
import { MembershipPaymentMethodEnum, SubscriptionPrice } from '../reads/tier.graphql';
import { remindable, renewalReminder, type RenewalReminder } from './renewal-reminder';
import { subscriptionNow } from './subscription-clock';

// The notice before a long plan renews (issue 37 item 4, docs/decisions/047-renewal-reminders.md): home
// and the member card show it from 7 days before the renewal, with what will be charged and how.

interface ReminderView {
  reminder: RenewalReminder;
  /** The tier that renews: the scheduled one when a plan change waits for the renewal. */
  tierTitle: string;
  card: SavedCardRow | null;
}

const RenewalReminderRef = builder.objectRef<ReminderView>('RenewalReminder').implement({
  description:
    'A paid plan of 3 months or more renewing within 7 days (Japan-time days): when, how much and how. Cancel before renewsAt and it does not renew.',
  fields: (t) => ({
    renewsAt: t.field({ type: 'DateTime', resolve: (r) => r.reminder.renewsAt }),
    amount: t.int({
      description:
        'yen the renewal will charge: the scheduled plan change when one waits, a konbini fee included',
      resolve: (r) => r.reminder.amount,
    }),
    method: t.field({ type: MembershipPaymentMethodEnum, resolve: (r) => r.reminder.method }),
    tierTitle: t.string({
      description: 'the plan that renews (a scheduled change: the new one)',
      resolve: (r) => r.tierTitle,
    }),
    price: t.field({ type: SubscriptionPrice, resolve: (r) => r.reminder.price }),
    cardBrand: t.string({
      nullable: true,
      description: "card: the saved card's brand (visa, jcb, ...), which the renewal is charged to",
      resolve: (r) => (r.reminder.method === 'card' ? (r.card?.brand ?? null) : null),
    }),
    cardLast4: t.string({
      nullable: true,
      resolve: (r) => (r.reminder.method === 'card' ? (r.card?.last4 ?? null) : null),
    }),
  }),
});

const CARD = Symbol('reminder-saved-card');
const CLOCKS = Symbol('reminder-test-clocks');

/** The listener's one saved card (every card subscription is moved onto it), read once per request. */
const savedCard = (ctx: Context, listenerId: number) =>
  ctx.perRequest(CARD, () => findSavedCard(ctx.db, listenerId));

/** Now on the subscription's clock (subscription-clock.ts), each test clock asked once per request. */
function clockNow(ctx: Context, clock: string | null): Promise<Date> {
  if (!clock) return Promise.resolve(ctx.now());
  const clocks = ctx.perRequest(CLOCKS, () => new Map<string, Promise<Date>>());
  if (!clocks.has(clock)) clocks.set(clock, subscriptionNow(ctx.stripe, clock, ctx.now));
  return clocks.get(clock)!;
}

/** The price the renewal charges: a plan change scheduled for it, else the current price. */
function renewingPrice(v: MembershipView) {
  const id = v.membership.scheduled_price_id;
  if (id === null) return v.currentPrice;
  // A scheduled price is a live one of the scheduled tier (nobody schedules an archived price).
  return v.scheduledTier?.prices.find((p) => p.id === id) ?? null;
}

builder.objectField(SubscriptionMembership, 'renewalReminder', (t) =>
  t.field({
    type: RenewalReminderRef,
    nullable: true,
    description: 'The renewal coming within 7 days, for plans of 3 months or more; null otherwise.',
    resolve: async (v, _args, ctx) => {
      const renewing = renewingPrice(v);
      // Free, canceled and monthly memberships stop here, before any clock or card is read.
      if (!remindable(v.membership, renewing)) return null;
      const now = await clockNow(ctx, v.membership.test_clock);
      const reminder = renewalReminder(v.membership, renewing, now);
      if (!reminder) return null;
      const card = reminder.method === 'card' ? await savedCard(ctx, v.membership.listener_id) : null;
      const tier = v.membership.scheduled_price_id === null ? v.currentTier : v.scheduledTier!;
      return { reminder, tierTitle: tier.tier.title, card };
    },
  }),
);
