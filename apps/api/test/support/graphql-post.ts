/**
 * A GraphQL POST as the web client sends it (JSON, the bearer's token, the project `demo`), for tests
 * that need the raw response (status, headers, another URL or process) rather than the harness's gql.
 * `headers` add to or replace those.
 */
export function graphqlPost(
  token: string | undefined,
  body: BodyInit,
  headers: Record<string, string> = {},
): RequestInit {
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
      'x-project-id': 'demo',
      ...headers,
    },
    body,
  };
}

/** The request body of a GraphQL operation. */
export const operation = (query: string, variables?: Record<string, unknown>, operationName?: string) =>
  JSON.stringify({ query, variables, operationName });
