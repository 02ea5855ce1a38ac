import { cardError, docUrl, type StripeApiError } from './http/errors.ts';

// Stripe's documented test cards (https://docs.stripe.com/testing) and what the sandbox does
// with them. The raw number is never stored: only the behaviour below, keyed by PaymentMethod id.

export type Brand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'diners' | 'discover' | 'unknown';

export interface Decline {
  code: string;
  decline_code?: string;
  message: string;
  param?: string;
}

export interface CardBehaviour {
  /** 'setup': asks on setup and on-session payments, not off-session ones after a setup. */
  threeDS: 'none' | 'setup' | 'always';
  /** Fails SetupIntents, attach and charges (Stripe: "can't be attached to a Customer"). */
  declineAlways?: Decline;
  /** Attaches fine, every charge fails (4000000000000341). */
  declineOnCharge?: Decline;
  /** A SetupIntent or an authenticated payment succeeded with this card. */
  setUp?: boolean;
}

export const DECLINED: Decline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

const SPECIAL: Record<string, CardBehaviour> = {
  '4000002500003155': { threeDS: 'setup' },
  '4000002760003184': { threeDS: 'always' },
  '4000000000003220': { threeDS: 'always' },
  '4000000000000002': { threeDS: 'none', declineAlways: DECLINED },
  '4000000000009995': {
    threeDS: 'none',
    declineAlways: {
      code: 'card_declined',
      decline_code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  '4000000000000127': {
    threeDS: 'none',
    declineAlways: {
      code: 'incorrect_cvc',
      message: "Your card's security code is incorrect.",
      param: 'cvc',
    },
  },
  '4000000000000069': {
    threeDS: 'none',
    declineAlways: { code: 'expired_card', message: 'Your card has expired.', param: 'exp_month' },
  },
  '4000000000000341': { threeDS: 'none', declineOnCharge: DECLINED },
};

export function luhnOk(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return number.length > 0 && sum % 10 === 0;
}

export function brandOf(number: string): Brand {
  const n2 = Number(number.slice(0, 2));
  const n3 = Number(number.slice(0, 3));
  const n4 = Number(number.slice(0, 4));
  if (number.startsWith('4')) return 'visa';
  if ((n2 >= 51 && n2 <= 55) || (n4 >= 2221 && n4 <= 2720)) return 'mastercard';
  if (n2 === 34 || n2 === 37) return 'amex';
  if (n4 >= 3528 && n4 <= 3589) return 'jcb';
  if (n2 === 36 || n2 === 38 || n2 === 39 || (n3 >= 300 && n3 <= 305)) return 'diners';
  if (number.startsWith('6011') || n2 === 65 || (n3 >= 644 && n3 <= 649)) return 'discover';
  return 'unknown';
}

export interface CardCheck {
  brand: Brand;
  last4: string;
  behaviour: CardBehaviour;
  country: string;
}

/**
 * Validates a raw card as Stripe does when a PaymentMethod is created: a bad number is
 * `incorrect_number`, an expiry in the past `invalid_expiry_year` / `invalid_expiry_month`.
 */
export function checkCard(
  rawNumber: string,
  expMonth: number,
  expYear: number,
  now: number,
): { ok: CardCheck } | { error: StripeApiError } {
  const number = rawNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number) || !luhnOk(number)) {
    return { error: cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' }) };
  }
  const d = new Date(now * 1000);
  const year = expYear < 100 ? 2000 + expYear : expYear;
  if (!(expMonth >= 1 && expMonth <= 12)) {
    return {
      error: cardError('invalid_expiry_month', "Your card's expiration month is invalid.", {
        param: 'exp_month',
      }),
    };
  }
  if (year < d.getUTCFullYear() || year > d.getUTCFullYear() + 50) {
    return {
      error: cardError('invalid_expiry_year', "Your card's expiration year is invalid.", {
        param: 'exp_year',
      }),
    };
  }
  if (year === d.getUTCFullYear() && expMonth < d.getUTCMonth() + 1) {
    return {
      error: cardError('invalid_expiry_month', "Your card's expiration month is invalid.", {
        param: 'exp_month',
      }),
    };
  }
  const brand = brandOf(number);
  return {
    ok: {
      brand,
      last4: number.slice(-4),
      behaviour: { ...(SPECIAL[number] ?? { threeDS: 'none' }) },
      country: brand === 'jcb' ? 'JP' : 'US',
    },
  };
}

/** A decline as an intent's last error, after its `type` (and charge). */
export function declineDetails(d: Decline) {
  return {
    code: d.code,
    ...(d.decline_code ? { decline_code: d.decline_code } : {}),
    doc_url: docUrl(d.code),
    message: d.message,
    ...(d.param ? { param: d.param } : {}),
  };
}

export function declineError(d: Decline, extra: Record<string, unknown> = {}): StripeApiError {
  return cardError(d.code, d.message, {
    ...(d.decline_code ? { decline_code: d.decline_code } : {}),
    ...(d.param ? { param: d.param } : {}),
    ...extra,
  });
}
