import Stripe from 'stripe';
import { CardBrands } from '@fan/shared';
import type { Services } from '../../services';
import { crashPoint } from '../../lib/crash-point';
import { badInput, forbidden, notFound } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { ensureStripeCustomer } from '../customers/ensure-stripe-customer';
import { lockCustomer, saveCard, type SavedCardRow } from './saved-card.repository';
import { detachOtherCards } from './detach-other-cards';
import { moveSubscriptionsToCard } from './move-subscriptions-to-card';
import { convergeMembership } from '../memberships/paid/converge-membership';

/**
 * Makes a card the listener's one saved card: verified with Stripe to be a card of this listener's
 * customer, of a supported brand; then the customer's default and every subscription's, and every
 * other card is detached. It charges nothing: unpaid renewals are paid only when the fan confirms
 * their amount (payUnpaidRenewals, docs/decisions/043); Stripe's own retries use the new card.
 */
export async function updatePaymentMethod(
  services: Pick<Services, 'db' | 'stripe' | 'config'>,
  listener: ListenerRow,
  paymentMethodId: string,
): Promise<SavedCardRow> {
  if (!/^pm_[A-Za-z0-9_]{1,200}$/.test(paymentMethodId))
    throw badInput('paymentMethodId', 'カード情報が正しくありません。');
  const { customerId } = await ensureStripeCustomer(services, listener);
  const method = await retrievePaymentMethod(services.stripe, paymentMethodId);
  const owner = typeof method.customer === 'string' ? method.customer : method.customer?.id;
  if (owner !== customerId) throw forbidden('このカードは登録できません。');
  if (method.type !== 'card' || !method.card)
    throw badInput('paymentMethodId', 'クレジットカードを登録してください。');
  if (!(CardBrands as readonly string[]).includes(method.card.brand)) {
    await services.stripe.paymentMethods.detach(method.id);
    throw badInput('paymentMethodId', 'このカードブランドはご利用いただけません。');
  }
  const card: SavedCardRow = {
    listener_id: listener.id,
    stripe_payment_method_id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
    holder_name: (method.billing_details.name ?? '').toUpperCase(),
  };
  // One listener's card changes run one at a time, so two tabs cannot leave zero or two cards.
  const { abandoned } = await services.db.transaction(async (tx) => {
    await lockCustomer(tx, listener.id);
    crashPoint('card-setup:before-stripe');
    await services.stripe.customers.update(customerId, {
      invoice_settings: { default_payment_method: method.id },
    });
    crashPoint('card-setup:after-stripe');
    await saveCard(tx, listener.project_id, card);
    crashPoint('card-setup:after-db');
    const moved = await moveSubscriptionsToCard(services.stripe, customerId, method.id);
    await detachOtherCards(services.stripe, customerId, method.id);
    return moved;
  });
  // A registration canceled for the old card drops its pending tier now, not at its webhook.
  for (const id of abandoned) await convergeMembership(services, id);
  return card;
}

export async function retrievePaymentMethod(stripe: Stripe, id: string): Promise<Stripe.PaymentMethod> {
  try {
    return await stripe.paymentMethods.retrieve(id);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing')
      throw notFound('カード情報が見つかりません。');
    throw error;
  }
}
