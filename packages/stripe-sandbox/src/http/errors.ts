import type Stripe from 'stripe';

// Stripe's error object: https://docs.stripe.com/api/errors. Thrown by resource code and
// turned into `{ error: {...} }` with the matching HTTP status by the server.

export type StripeErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error';

export interface StripeErrorBody {
  type: StripeErrorType;
  message: string;
  code?: string;
  decline_code?: string;
  param?: string;
  doc_url?: string;
  payment_intent?: unknown;
  setup_intent?: unknown;
  payment_method?: unknown;
  request_log_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const DOCS = 'https://docs.stripe.com/error-codes/';

export function invalidRequest(message: string, param?: string, code?: string, status = 400): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: DOCS + code.replace(/_/g, '-') } : {}),
    ...(param ? { param } : {}),
  });
}

export function missingParam(param: string): StripeApiError {
  return invalidRequest(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function noSuch(kind: string, id: string, param = 'id'): StripeApiError {
  return invalidRequest(`No such ${kind}: '${id}'`, param, 'resource_missing', 404);
}

export function cardError(
  code: string,
  message: string,
  extra: Partial<StripeErrorBody> = {},
): StripeApiError {
  return new StripeApiError(402, {
    type: 'card_error',
    code,
    message,
    doc_url: DOCS + code.replace(/_/g, '-'),
    ...extra,
  });
}

/** A PaymentIntent asked to do what its status does not allow (confirm, cancel, pay, expire...). */
export function unexpectedState(pi: Stripe.PaymentIntent, verb: string): StripeApiError {
  const e = invalidRequest(
    `You cannot ${verb} this PaymentIntent because it has a status of ${pi.status}.`,
    undefined,
    'payment_intent_unexpected_state',
  );
  e.body.payment_intent = pi;
  return e;
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
