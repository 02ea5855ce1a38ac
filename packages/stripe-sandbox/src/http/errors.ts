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

/** The page of an error code, e.g. .../error-codes/card-declined. */
export const docUrl = (code: string) => `https://docs.stripe.com/error-codes/${code.replace(/_/g, '-')}`;

export function invalidRequest(message: string, param?: string, code?: string, status = 400): StripeApiError {
  return new StripeApiError(status, {
    type: 'invalid_request_error',
    message,
    ...(code ? { code, doc_url: docUrl(code) } : {}),
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
    doc_url: docUrl(code),
    ...extra,
  });
}

/** What Stripe's messages call an intent. */
export const intentName = (intent: { object: string }) =>
  intent.object === 'setup_intent' ? 'SetupIntent' : 'PaymentIntent';

/** An intent asked to do what its status does not allow (confirm, cancel, pay, expire...). */
export function unexpectedState(
  intent: Stripe.PaymentIntent | Stripe.SetupIntent,
  verb: string,
): StripeApiError {
  const e = invalidRequest(
    `You cannot ${verb} this ${intentName(intent)} because it has a status of ${intent.status}.`,
    undefined,
    `${intent.object}_unexpected_state`,
  );
  e.body[intent.object] = intent;
  return e;
}

/** An error an intent keeps as its last one (last_payment_error, last_setup_error) instead of throwing. */
export const lastError = (code: string, message: string) => ({
  type: 'invalid_request_error' as const,
  code,
  doc_url: docUrl(code),
  message,
});

/** What an intent keeps when its 3-D Secure challenge fails. */
export const authenticationFailure = (intent: Stripe.PaymentIntent | Stripe.SetupIntent) =>
  lastError(
    `${intent.object}_authentication_failure`,
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  );

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, { type: 'invalid_request_error', message });
}
