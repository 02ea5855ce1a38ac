import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@fan/shared';
import { appError, badInput, DomainError } from '../../lib/domain-error';
import { restoredError, storedError } from './stored-error';

describe('a refusal kept on its request row', () => {
  it('comes back as the same DomainError (code, message, field, extras)', () => {
    for (const error of [
      badInput('prices', 'プランが正しくありません。'),
      appError(ErrorCode.Conflict, 'お支払いを処理しています。', { retryable: true }),
      new DomainError(ErrorCode.PaymentFailed, 'お支払いに失敗しました。'),
    ]) {
      const back = restoredError(JSON.parse(JSON.stringify(storedError(error))));
      expect(back).toBeInstanceOf(DomainError);
      expect([back.code, back.message, back.field, back.extras]).toEqual([
        error.code,
        error.message,
        error.field,
        error.extras,
      ]);
    }
  });

  it('keeps the row shape written before DomainError ({ message, extensions })', () => {
    expect(storedError(badInput('code', 'コードが正しくありません。'))).toEqual({
      message: 'コードが正しくありません。',
      extensions: { code: 'BAD_USER_INPUT', field: 'code' },
    });
    const legacy = restoredError({ message: '処理中', extensions: { code: 'CONFLICT', retryable: true } });
    expect([legacy.code, legacy.field, legacy.extras]).toEqual(['CONFLICT', undefined, { retryable: true }]);
  });
});
