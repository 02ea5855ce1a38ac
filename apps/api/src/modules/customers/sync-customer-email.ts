import type { Services } from '../../services';
import type { ListenerRow } from '../listeners/listeners.repository';
import { findCustomer, setCustomerEmail } from './customers.repository';

/** Pushes the listener's e-mail to their Stripe customer so receipts never go to an old address. */
export async function syncCustomerEmail(services: Pick<Services, 'db' | 'stripe'>, listener: ListenerRow) {
  if (!listener.email) return;
  const customer = await findCustomer(services.db, listener.id);
  if (!customer?.stripe_customer_id || customer.email === listener.email) return;
  await services.stripe.customers.update(customer.stripe_customer_id, { email: listener.email });
  await setCustomerEmail(services.db, listener.id, listener.email);
}
