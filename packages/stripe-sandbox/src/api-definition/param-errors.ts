import { invalidRequest, type StripeApiError } from '../http/errors.ts';

// The messages, codes and params Stripe answers for malformed parameters. Codes only where
// Stripe sends one (https://docs.stripe.com/error-codes); an enum or boolean error carries none,
// e.g. `{"message": "Invalid usage: must be one of reusable or single_use", "param": "usage"}`.

export function unknownParam(name: string): StripeApiError {
  return invalidRequest(`Received unknown parameter: ${name}`, name, 'parameter_unknown');
}

export function missingParam(name: string): StripeApiError {
  return invalidRequest(`Missing required param: ${name}.`, name, 'parameter_missing');
}

export function emptyParam(name: string): StripeApiError {
  return invalidRequest(
    `You passed an empty string for '${name}'. We assume empty values are an attempt to unset a parameter; however '${name}' cannot be unset. You should remove '${name}' from your request or supply a non-empty value.`,
    name,
    'parameter_invalid_empty',
  );
}

export function invalidInteger(name: string, value: string): StripeApiError {
  return invalidRequest(`Invalid integer: ${value}`, name, 'parameter_invalid_integer');
}

/** `kind`: boolean, decimal, number, string, array, object, hash. */
export function invalidValue(name: string, kind: string, value: unknown): StripeApiError {
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  return invalidRequest(`Invalid ${kind}: ${shown}`, name);
}

/** "Invalid proration_behavior: must be one of always_invoice, create_prorations, or none" */
export function invalidEnum(name: string, values: string[]): StripeApiError {
  const list =
    values.length <= 2 ? values.join(' or ') : `${values.slice(0, -1).join(', ')}, or ${values.at(-1)}`;
  return invalidRequest(`Invalid ${name}: must be one of ${list}`, name);
}
