import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardElementsFields } from './CardElementsFields';
import { useCardField } from './use-card-field';

interface FakeElementProps {
  options?: { style?: { invalid?: { color?: string } } };
  onChange: (e: { empty: boolean; complete: boolean; error?: unknown }) => void;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * Stripe Elements stand-ins: a plain input that emits Stripe's change events for what is typed
 * ('' empty, 'ok' complete, 'bad' an error such as invalid_number, anything else incomplete).
 */
vi.mock('@stripe/react-stripe-js', () => {
  const fake = (label: string) =>
    function FakeElement({ options, onChange, onFocus, onBlur }: FakeElementProps) {
      return (
        <input
          aria-label={label}
          data-invalid-color={options?.style?.invalid?.color}
          onFocus={onFocus}
          onBlur={onBlur}
          onChange={(e) => {
            const v = e.target.value;
            onChange({
              empty: v === '',
              complete: v === 'ok',
              error: v === 'bad' ? { code: 'invalid_number' } : undefined,
            });
          }}
        />
      );
    };
  return {
    CardNumberElement: fake('card number'),
    CardExpiryElement: fake('expiry'),
    CardCvcElement: fake('cvc'),
  };
});

function Fields() {
  const number = useCardField();
  const expiry = useCardField();
  const cvc = useCardField();
  return <CardElementsFields number={number} expiry={expiry} cvc={cvc} disabled={false} />;
}

const FIELDS = [
  { input: 'card number', name: 'カード番号' },
  { input: 'expiry', name: '有効期限' },
  { input: 'cvc', name: 'セキュリティコード' },
] as const;

describe('CardElementsFields', () => {
  for (const { input, name } of FIELDS) {
    it(`shows the error of ${name} only after the field is blurred`, async () => {
      const user = userEvent.setup();
      render(<Fields />);
      const field = screen.getByLabelText(input);
      await user.type(field, 'bad');
      // Stripe already reports the error while the fan types: nothing is said, nothing turns red.
      expect(screen.queryByText(`${name}を確認してください`)).toBeNull();
      expect(field.getAttribute('data-invalid-color')).not.toBe('#c4281c');
      await user.tab();
      expect(screen.getByText(`${name}を確認してください`)).toBeTruthy();
      expect(screen.getByLabelText(input).getAttribute('data-invalid-color')).toBe('#c4281c');
    });

    it(`asks for an empty ${name} only once it was left, and clears the message when fixed`, async () => {
      const user = userEvent.setup();
      render(<Fields />);
      const field = screen.getByLabelText(input);
      await user.click(field);
      expect(screen.queryByText(`${name}を入力してください`)).toBeNull();
      await user.tab();
      expect(screen.getByText(`${name}を入力してください`)).toBeTruthy();
      await user.type(field, 'ok');
      expect(screen.queryByText(`${name}を入力してください`)).toBeNull();
      expect(screen.queryByText(`${name}を確認してください`)).toBeNull();
    });
  }

  it('leaves the other fields quiet when one is blurred', async () => {
    const user = userEvent.setup();
    render(<Fields />);
    await user.type(screen.getByLabelText('card number'), 'bad');
    await user.click(screen.getByLabelText('expiry'));
    expect(screen.getByText('カード番号を確認してください')).toBeTruthy();
    expect(screen.queryByText(/有効期限を/)).toBeNull();
    expect(screen.queryByText(/セキュリティコードを/)).toBeNull();
  });
});
