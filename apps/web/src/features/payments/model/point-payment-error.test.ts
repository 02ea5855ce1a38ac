import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isNoCardError } from './point-payment-error';

const graphQLError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code } }] });

describe('isNoCardError', () => {
  it('spots the no-card refusal only', () => {
    expect(isNoCardError(graphQLError('クレジットカードが登録されていません。', 'BAD_USER_INPUT'))).toBe(
      true,
    );
    expect(isNoCardError(graphQLError('カードが拒否されました。', 'PAYMENT_FAILED'))).toBe(false);
    expect(isNoCardError(new Error('network'))).toBe(false);
  });
});
