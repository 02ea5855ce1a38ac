import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import * as ja from '../../../messages/ja';
import { CardElementField } from './CardElementField';
import type { useCardField } from './use-card-field';

type CardField = ReturnType<typeof useCardField>;

// Text inside Stripe's iframes cannot inherit our CSS: these mirror TextField's input style.
const base = { fontSize: '16px', color: '#1f1a24', '::placeholder': { color: '#a69eae' } };
/** Stripe colours invalid text while it is typed: red only once the field was left (spec section 5). */
const elementStyles: Record<'typing' | 'left', StripeCardElementOptions['style']> = {
  typing: { base, invalid: { color: base.color } },
  left: { base, invalid: { color: '#c4281c' } }, // --color-error
};
const styleOf = (field: CardField) => elementStyles[field.state.touched ? 'left' : 'typing'];

interface CardElementsFieldsProps {
  number: CardField;
  expiry: CardField;
  cvc: CardField;
  disabled: boolean;
}

/** Card number, expiry and security code as three separate Stripe Elements. */
export function CardElementsFields({ number, expiry, cvc, disabled }: CardElementsFieldsProps) {
  const { fields } = ja.card;
  const options = { disabled };
  return (
    <>
      <CardElementField label={fields.number} field={number}>
        <CardNumberElement
          options={{ ...options, style: styleOf(number), showIcon: true }}
          {...number.handlers}
        />
      </CardElementField>
      <CardElementField label={fields.expiry} field={expiry}>
        <CardExpiryElement options={{ ...options, style: styleOf(expiry) }} {...expiry.handlers} />
      </CardElementField>
      <CardElementField label={fields.cvc} field={cvc}>
        <CardCvcElement options={{ ...options, style: styleOf(cvc) }} {...cvc.handlers} />
      </CardElementField>
    </>
  );
}
