import type { Sandbox } from './sandbox.ts';

// How an attempt on an invoice's PaymentIntent went, told to the invoice. An invoice creates and
// cancels its PaymentIntent (billing.ts), so the PaymentIntent code (resources/payment-outcomes.ts,
// resources/konbini-vouchers.ts) sits below the invoice code and cannot import it: collection.ts
// hands its handlers in here when it loads instead.

export interface InvoicePaymentHandlers {
  succeeded(sb: Sandbox, invoiceId: string): void;
  failed(sb: Sandbox, invoiceId: string): void;
  actionRequired(sb: Sandbox, invoiceId: string): void;
}

let handlers: InvoicePaymentHandlers | undefined;

export function handleInvoicePayments(h: InvoicePaymentHandlers): void {
  handlers = h;
}

export function invoicePayments(): InvoicePaymentHandlers {
  if (!handlers) throw new Error('stripe-sandbox: collection.ts has not registered its invoice handlers');
  return handlers;
}
