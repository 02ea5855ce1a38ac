import { perRequestStore } from '../lib/per-request';
import type { Services } from '../services';
import { findListenerByUid } from '../modules/listeners/listeners.repository';
import { ensureStripeCustomer } from '../modules/customers/ensure-stripe-customer';
import { findSavedCard, saveCard } from '../modules/saved-card/saved-card.repository';
import { ensureFreeMembership } from '../modules/memberships/free/create-free-subscription';
import {
  manageMembershipPayment,
  type MembershipPaymentType,
} from '../modules/memberships/paid/manage-membership-payment';
import { DEMO_PROJECT } from './demo-data';

/**
 * The demo fan's memberships, one per state the screens know: active paid by card, free, canceled
 * and running to its period end, konbini payment pending, and one bought on iOS (canceled there and
 * expiring in five days, so the red expiry label shows). They go through the same code as a fan's
 * payments, against the Stripe sandbox; skipped once the demo fan has any membership.
 */
export async function seedDemoMemberships(services: Services, uid: string): Promise<void> {
  const listener = await findListenerByUid(services.db, DEMO_PROJECT.id, uid);
  if (!listener) return;
  const existing = await services.db.query('SELECT 1 FROM memberships WHERE listener_id = $1 LIMIT 1', [
    listener.id,
  ]);
  if (existing.length > 0) return;
  // The rules read the catalogue through per-request loaders: the seed is one such request.
  const withLoaders = { ...services, perRequest: perRequestStore() };
  const creators = await services.db.query<{ id: number; slug: string }>(
    'SELECT id, slug FROM contributors WHERE project_id = $1 ORDER BY sort_order, id',
    [DEMO_PROJECT.id],
  );
  const price = async (contributorId: number, rank: number, konbini = false) =>
    (
      await services.db.query<{ stripe_price_id: string }>(
        `SELECT p.stripe_price_id FROM subscription_prices p JOIN subscription_tiers t ON t.id = p.subscription_tier_id
       WHERE t.contributor_id = $1 AND t.rank = $2 AND p.interval_months = 1 AND p.konbini = $3`,
        [contributorId, rank, konbini],
      )
    )[0]!.stripe_price_id;

  // A saved Visa test card, attached server-side as the card form would after a setup.
  const { customerId } = await ensureStripeCustomer(services, listener);
  if (!(await findSavedCard(services.db, listener.id))) {
    const method = await services.stripe.paymentMethods.create({
      type: 'card',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' } as never,
      billing_details: { name: 'DEMO FAN', email: listener.email ?? undefined },
    });
    await services.stripe.paymentMethods.attach(method.id, { customer: customerId });
    await services.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    await saveCard(services.db, listener.project_id, {
      listener_id: listener.id,
      stripe_payment_method_id: method.id,
      brand: method.card!.brand,
      last4: method.card!.last4,
      exp_month: method.card!.exp_month,
      exp_year: method.card!.exp_year,
      holder_name: 'DEMO FAN',
    });
  }

  const [active, free, canceled, konbini, ios] = creators;
  const pay = (type: MembershipPaymentType, priceId: string) =>
    manageMembershipPayment(withLoaders, listener, [priceId], type, null);
  await pay('recurring_payment', await price(active!.id, 2));
  await ensureFreeMembership(services, listener, free!.id);
  await pay('recurring_payment', await price(canceled!.id, 1));
  await pay('cancel_payment', await price(canceled!.id, 1));
  await pay('konbini_recurring_payment', await price(konbini!.id, 1, true));
  const [iosRow] = await services.db.query<{ id: number; tier_id: number }>(
    `INSERT INTO memberships (project_id, listener_id, contributor_id, status, tier_id, platform, cancel_at_period_end,
       current_period_end, serial_number, issued_at)
     SELECT $1, $2, $3, 'active', t.id, 'ios', true, now() + interval '5 days',
       (SELECT COALESCE(MAX(serial_number), 0) + 1 FROM memberships WHERE contributor_id = $3), now() - interval '3 months'
     FROM subscription_tiers t WHERE t.contributor_id = $3 AND t.rank = 3
     RETURNING id, tier_id`,
    [listener.project_id, listener.id, ios!.id],
  );
  // Three months paid through the App Store: the member card shows their durations.
  for (const month of [1, 2, 3]) {
    await services.db.query(
      `INSERT INTO membership_payments (stripe_invoice_id, membership_id, tier_id, months, amount, paid_at)
       VALUES ($1, $2, $3, 1, 3000, now() - make_interval(months => $4)) ON CONFLICT DO NOTHING`,
      [`ios-demo-${iosRow!.id}-${month}`, iosRow!.id, iosRow!.tier_id, 4 - month],
    );
  }
}
