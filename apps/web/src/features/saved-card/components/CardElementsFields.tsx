import { CardCvcElement, CardExpiryElement, CardNumberElement } from '@stripe/react-stripe-js';
import type { StripeCardElementOptions } from '@stripe/stripe-js';
import { cardFieldMessage } from '../model/card-field-status';
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
      <CardElementField
        label={fields.number}
        message={cardFieldMessage(fields.number, number.state)}
        focused={number.focused}
      >
        <CardNumberElement
          options={{ ...options, style: styleOf(number), showIcon: true }}
          {...number.handlers}
        />
      </CardElementField>
      <CardElementField
        label={fields.expiry}
        message={cardFieldMessage(fields.expiry, expiry.state)}
        focused={expiry.focused}
      >
        <CardExpiryElement options={{ ...options, style: styleOf(expiry) }} {...expiry.handlers} />
      </CardElementField>
      <CardElementField
        label={fields.cvc}
        message={cardFieldMessage(fields.cvc, cvc.state)}
        focused={cvc.focused}
      >
        <CardCvcElement options={{ ...options, style: styleOf(cvc) }} {...cvc.handlers} />
      </CardElementField>
    </>
  );
}
