import { OPS_SESSION_HEADER } from '@fan/shared';
import { UsageError } from './args';
import { safeUrl } from './safe-url';
import { idToken, readSession } from './session';

// One operation over /ops/graphql as the signed-in operator: the ID token of the kept Firebase sign-in
// and the operator session its second factor started (`login`).

export const apiUrl = () =>
  process.env.OPS_API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '4000'}/ops/graphql`;
export const defaultProject = () => process.env.DEFAULT_PROJECT_ID ?? 'demo';

/** The API's errors, kept on the thrown error for `--json`. */
export type ApiError = Error & { api?: unknown };

export async function callApi(query: string, variables: object, project: string | undefined) {
  safeUrl(apiUrl(), 'OPS_API_URL');
  const session = readSession();
  if (!session?.opsSession) throw new UsageError('not signed in: npm run ops -- login --email … [--code …]');
  return postOps(query, variables, {
    idToken: await idToken(session),
    project: project ?? session.projectId,
    opsSession: session.opsSession,
  });
}

/** One POST to /ops/graphql; its data, or its errors thrown (opsSession null: the sign-in's own calls). */
export async function postOps(
  query: string,
  variables: object,
  as: { idToken: string; project: string; opsSession: string | null },
) {
  const url = safeUrl(apiUrl(), 'OPS_API_URL');
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${as.idToken}`,
      'x-project-id': as.project,
      ...(as.opsSession ? { [OPS_SESSION_HEADER]: as.opsSession } : {}),
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
