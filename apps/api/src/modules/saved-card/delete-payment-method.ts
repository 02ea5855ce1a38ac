import type { Services } from '../../services';
import { badInput, forbidden } from '../../lib/domain-error';
import type { ListenerRow } from '../listeners/listeners.repository';
import { findCustomer } from '../customers/customers.repository';
import { findSavedCard, lockCustomer, removeSavedCard } from './saved-card.repository';
import { retrievePaymentMethod } from './update-payment-method';
import { refuseWhileCardRenews } from './refuse-while-card-renews';

/**
 * Deletes the listener's own card, unless a card membership will renew on it (decision 027). Deleting a card that is already gone (a second tab) succeeds
 * quietly; a card of another customer is refused.
 */
export async function deletePaymentMethod(
  services: Services,
  listener: ListenerRow,
  paymentMethodId: string,
): Promise<boolean> {
  if (!/^pm_[A-Za-z0-9_]{1,200}$/.test(paymentMethodId))
    throw badInput('paymentMethodId', 'カード情報が正しくありません。');
  const customer = await findCustomer(services.db, listener.id);
  const saved = await findSavedCard(services.db, listener.id);
  if (saved?.stripe_payment_method_id !== paymentMethodId) {
    const method = await retrievePaymentMethod(services.stripe, paymentMethodId).catch(() => null);
    const owner = typeof method?.customer === 'string' ? method.customer : (method?.customer?.id ?? null);
    if (owner && owner !== customer?.stripe_customer_id) throw forbidden('このカードは削除できません。');
    if (!owner) return true; // already deleted
  }
  await services.db.transaction(async (tx) => {
    await lockCustomer(tx, listener.id);
    // Under the customer lock, beside the card overwrite that also takes it.
    await refuseWhileCardRenews(tx, listener.id);
    await services.stripe.paymentMethods.detach(paymentMethodId).catch((error: { code?: string }) => {
      // Detaching a card that is no longer attached is what a second tab does: not an error.
      if (error.code !== 'payment_method_unexpected_state' && error.code !== 'resource_missing') throw error;
    });
    await removeSavedCard(tx, paymentMethodId);
  });
  return true;
}
