// Test mode decides a konbini payment's outcome by the billing e-mail, as Stripe documents:
// https://docs.stripe.com/payments/konbini/accept-a-payment#test-integration
// (the voucher page's pay/expire buttons work as well, for any e-mail).

export type KonbiniTestOutcome =
  | 'succeed_after_3_minutes'
  | 'succeed_immediately'
  | 'expire_immediately'
  | 'expire_with_delay'
  | 'fill_never';

const LOCAL_PART_SUFFIXES: KonbiniTestOutcome[] = [
  'succeed_immediately',
  'expire_immediately',
  'expire_with_delay',
  'fill_never',
];

/** `{any_prefix}fill_never@{any_domain}` etc.; any other address pays itself after 3 minutes. */
export function konbiniTestOutcome(email: string): KonbiniTestOutcome {
  const local = email.slice(0, email.lastIndexOf('@')).toLowerCase();
  return LOCAL_PART_SUFFIXES.find((s) => local.endsWith(s)) ?? 'succeed_after_3_minutes';
}

export const KONBINI_TEST_DELAY_SECONDS = 3 * 60;
