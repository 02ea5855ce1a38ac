import type { Extras } from './validate-params.ts';

// Parameters Stripe.js sends with the publishable key that the server SDK's types do not
// declare. Accepted only on publishable-key requests; everything else must be in the definition.
const names = new Set([
  // The publishable key as a form field (Stripe.js; our shim sends a Bearer header instead).
  'key',
  // confirmCardPayment/confirmCardSetup authorise a confirm with the intent's client secret
  // (our shim and Stripe.js). Retrieve declares it already.
  'client_secret',
  // Raw card data from a card element (Stripe.js and our shim, publishable key only): the
  // server SDK does not declare it, secret-key calls may not send card numbers.
  'payment_method_data[card]',
  // Stripe.js confirm: which payment method type the page collected.
  'expected_payment_method_type',
  // Stripe.js retrieve{Payment,Setup}Intent.
  'is_stripe_sdk',
  // Stripe.js telemetry on created payment methods, top-level on POST /v1/payment_methods and
  // inside payment_method_data on confirms.
  'guid',
  'muid',
  'sid',
  'payment_user_agent',
  'referrer',
  'time_on_page',
  'payment_method_data[guid]',
  'payment_method_data[muid]',
  'payment_method_data[sid]',
  'payment_method_data[payment_user_agent]',
  'payment_method_data[referrer]',
  'payment_method_data[time_on_page]',
]);

export const STRIPE_JS_EXTRAS: Extras = {
  names,
  values: {
    // Confirming with a card element: the server SDK's `payment_method_data[type]` leaves out
    // `card` for the same reason as `payment_method_data[card]` above.
    'payment_method_data[type]': ['card'],
  },
};
