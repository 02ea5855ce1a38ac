import { newId } from './ids.ts';
import type { Sandbox } from './sandbox.ts';
import type { Mail } from './store.ts';

// The e-mails Stripe would send (receipts, konbini vouchers, invoices), kept for the inbox page.
export function sendMail(sb: Sandbox, m: Omit<Mail, 'id' | 'created'> & { customer?: string | null }): Mail {
  const { customer, ...rest } = m;
  const mail: Mail = { ...rest, id: newId('mail'), created: sb.now(customer) };
  sb.state.inbox.push(mail);
  sb.changed();
  return mail;
}
