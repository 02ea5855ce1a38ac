import { afterEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createApolloClient } from './apollo';
import { failureMessage, isRateLimited, routedCodeOf } from './graphql-errors';

// RATE_LIMITED reaches the web two ways (decision 029): the API's per-fan budget answers HTTP 200
// with a GraphQL error, nginx's per-address limit answers 429 with the same body typed
// application/graphql-response+json. Both are the same error for the screens: "too many requests".
const BODY = JSON.stringify({
  errors: [
    {
      message: 'リクエストが多すぎます。しばらくしてから再度お試しください。',
      extensions: { code: 'RATE_LIMITED', retryAfter: 1 },
    },
  ],
});

async function failureOf(response: Response) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => response),
  );
  const client = createApolloClient({ getToken: async () => null, onRoutedError: vi.fn() });
  try {
    await client.query({ query: gql('query Points { tierTypesConnection { nodes { id } } }') });
  } catch (error) {
    return error;
  }
  throw new Error('the query did not fail');
}

describe('RATE_LIMITED in the web app', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['the API (HTTP 200)', 200, 'application/json'],
    ['nginx (HTTP 429)', 429, 'application/graphql-response+json'],
  ])('from %s shows "too many requests" in Japanese and routes nowhere', async (_, status, type) => {
    const error = await failureOf(new Response(BODY, { status, headers: { 'content-type': type } }));
    expect(isRateLimited(error)).toBe(true);
    expect(routedCodeOf(error)).toBeNull();
    expect(failureMessage(error)).toBe('リクエストが多すぎます。しばらくしてから再度お試しください。');
  });

  it('keeps the screen’s own message for other failures', async () => {
    const error = await failureOf(new Response('oops', { status: 502 }));
    expect(isRateLimited(error)).toBe(false);
    expect(failureMessage(error)).toBe('エラーが発生しました。');
    expect(failureMessage(error, '別の文')).toBe('別の文');
  });
});
