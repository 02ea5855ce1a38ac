import { UsageError } from './args';
import { idToken, readSession, signIn } from './session';

// One operation over /ops/graphql as the signed-in operator (OPS_EMAIL/OPS_PASSWORD sign in first).

export const apiUrl = () =>
  process.env.OPS_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}/ops/graphql`;
export const defaultProject = () => process.env.DEFAULT_PROJECT_ID ?? 'demo';

/** The API's errors, kept on the thrown error for `--json`. */
export type ApiError = Error & { api?: unknown };

export async function callApi(query: string, variables: object, project: string | undefined) {
  let session = readSession();
  if (process.env.OPS_EMAIL && process.env.OPS_PASSWORD)
    session = await signIn(
      process.env.OPS_EMAIL,
      process.env.OPS_PASSWORD,
      project ?? session?.projectId ?? defaultProject(),
    );
  if (!session) throw new UsageError('not signed in: npm run ops -- login --email … --password …');
  const response = await fetch(apiUrl(), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${await idToken(session)}`,
      'x-project-id': project ?? session.projectId,
    },
    body: JSON.stringify({ query, variables }),
  }).catch((error: Error) => {
    throw new Error(
      `cannot reach ${apiUrl()} (OPS_API_URL): ${(error.cause as Error | undefined)?.message ?? error.message}`,
    );
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Record<string, unknown> | null;
    errors?: { message: string; extensions?: { code?: string; field?: string } }[];
  } | null;
  if (!body) throw new Error(`the API answered ${response.status} without JSON`);
  if (body.errors?.length) {
    const error: ApiError = new Error(
      body.errors.map((e) => `${e.extensions?.code ?? 'ERROR'}: ${e.message}`).join('\n'),
    );
    error.api = body.errors;
    throw error;
  }
  return body.data ?? {};
}
