import type { Services } from '../../services';
import { removeSavedCard } from './saved-card.repository';

/** A card detached outside our API (e.g. in Stripe's dashboard) stops being the saved card. */
export async function syncDetachedCard(services: Services, paymentMethodId: string): Promise<void> {
  const method = await services.stripe.paymentMethods.retrieve(paymentMethodId);
  if (method.customer == null) await removeSavedCard(services.db, paymentMethodId);
}
