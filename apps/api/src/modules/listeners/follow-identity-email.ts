import type { Services } from '../../services';
import type { VerifiedIdentity } from '../../integrations/firebase/verify-id-token';
import { syncCustomerEmail } from '../customers/sync-customer-email';
import { findListenerByUid, setIdentityEmail, type ListenerRow } from './listeners.repository';
import { lookupListener } from './listener-lookup';

/**
 * When the identity provider's verified e-mail changed since we last saw it (verify-and-change,
 * recovery, an operator's update), the listener's e-mail follows and so does the Stripe customer's,
 * so receipts never go to an old address. Cheap when nothing changed: one comparison.
 */
export async function followIdentityEmail(
  services: Pick<Services, 'db' | 'stripe'>,
  listener: ListenerRow,
  viewer: VerifiedIdentity,
): Promise<ListenerRow> {
  if (!viewer.emailVerified || !viewer.email) return listener;
  if (listener.identity_email?.toLowerCase() === viewer.email.toLowerCase()) return listener;
  const updated = await setIdentityEmail(services.db, listener.id, viewer.email);
  if (!updated)
    return (await findListenerByUid(services.db, listener.project_id, listener.firebase_uid)) ?? listener;
  try {
    await syncCustomerEmail(services, updated);
  } catch (error) {
    // The request still succeeds; createCustomer (run at every sign-in) converges Stripe later.
    console.error('syncCustomerEmail failed', error);
  }
  return updated;
}

/** The signed-in listener of a project, with its e-mail brought in line with the token's. */
export async function findListenerForViewer(
  services: Pick<Services, 'db' | 'stripe'>,
  projectId: string,
  viewer: VerifiedIdentity,
): Promise<ListenerRow | null> {
  const listener = await lookupListener(services, projectId, viewer.uid);
  return listener ? followIdentityEmail(services, listener, viewer) : null;
}
