import type { Services } from '../../services';
import type { ListenerRow } from '../listeners/listeners.repository';
import { sentParams } from '../../integrations/stripe/sent-params';
import { findCustomer, insertCustomerIntent, setStripeCustomerId } from './customers.repository';

/**
 * The listener's Stripe customer id, creating the customer once. The intent row comes first and the
 * Stripe call carries an idempotency key derived from it, so retries, double clicks and concurrent
 * requests all get the same customer.
 */
export async function ensureStripeCustomer(
  services: Pick<Services, 'db' | 'stripe'>,
  listener: ListenerRow,
): Promise<{ customerId: string; created: boolean }> {
  const existing = await findCustomer(services.db, listener.id);
  if (existing?.stripe_customer_id) return { customerId: existing.stripe_customer_id, created: false };
  await insertCustomerIntent(services.db, listener.id, listener.project_id, listener.email);
  const intent = await findCustomer(services.db, listener.id);
  if (!intent) throw new Error('payment customer intent vanished');
  const key = `customer-create-${intent.create_key}`;
  const params = await sentParams(services.db, key, {
    ...(listener.email ? { email: listener.email } : {}),
    name: listener.name,
    metadata: { listener_id: String(listener.id), project_id: listener.project_id },
  });
  const customer = await services.stripe.customers.create(params, { idempotencyKey: key });
  // Concurrent callers all get the same customer (same idempotency key); only the one that saved
  // it reports created, so `created: true` is answered once per customer.
  const created = await setStripeCustomerId(services.db, listener.id, customer.id);
  const saved = await findCustomer(services.db, listener.id);
  return { customerId: saved?.stripe_customer_id ?? customer.id, created };
}
