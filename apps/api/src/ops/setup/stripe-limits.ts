import { badInput } from '../../lib/domain-error';

/**
 * What Stripe accepts for one konbini payment: at least ¥120 and at most ¥300,000
 * (https://docs.stripe.com/payments/konbini). A konbini price outside it could be put in the
 * catalogue but never paid; the sandbox refuses such payments as Stripe does.
 */
export const KONBINI_YEN = { min: 120, max: 300_000 } as const;

export function requireKonbiniAmount(field: string, yen: number): void {
  if (yen < KONBINI_YEN.min || yen > KONBINI_YEN.max)
    throw badInput(
      field,
      `${field}: konbini payments must be between ¥${KONBINI_YEN.min.toLocaleString('en')} and ¥${KONBINI_YEN.max.toLocaleString('en')} (this one is ¥${yen.toLocaleString('en')})`,
    );
}
