import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@fan/shared';
import { intentKey, withIntentKey } from './intent-key';
import { routedCodeOf } from './graphql-errors';

// The API answers a lost database connection with SERVICE_UNAVAILABLE, retryable (issue 27). The web
// app routes nowhere on it (screens show their generic error, spec section 8) and keeps the
// confirm tap's key, so the fan's retry is the same intent.
const unavailable = () =>
  new CombinedGraphQLErrors({
    errors: [
      {
        message: 'ただいま混み合っています。しばらくしてから再度お試しください。',
        extensions: { code: ErrorCode.ServiceUnavailable, retryable: true },
      },
    ],
  });

describe('SERVICE_UNAVAILABLE in the web app', () => {
  beforeEach(() => sessionStorage.clear());

  it('is not a routed code: the screens show their generic error', () => {
    expect(routedCodeOf(unavailable())).toBeNull();
  });

  it('keeps the intent key for the retry', async () => {
    const scope = 'managePaymentV2:one_time_payment:price_1';
    let sent = '';
    await expect(
      withIntentKey(scope, async (key) => {
        sent = key;
        throw unavailable();
      }),
    ).rejects.toBeInstanceOf(CombinedGraphQLErrors);
    expect(intentKey(scope)).toBe(sent);
  });
});
