import { defaultAdminUrl } from '@fan/shared';
import { UsageError } from './args';
import { safeUrl } from './safe-url';

// The API's administration endpoints (/admin/*, ADMIN_TOKEN): only ever at the admin address, its own
// setting (issue 43 item 6), never the operators' or the fans' host. ADMIN_API_URL, else the API's
// private admin listener on this machine (defaultAdminUrl in @fan/shared: http://ADMIN_LISTEN, else
// http://127.0.0.1:(API_PORT+100)). https, or http to loopback only.

export const adminBase = () => process.env.ADMIN_API_URL ?? defaultAdminUrl(process.env);

export const adminUrl = (path: string) => new URL(path, safeUrl(adminBase(), 'ADMIN_API_URL')).toString();

/** One POST to an /admin/ endpoint with the API's ADMIN_TOKEN; its JSON answer, or its error thrown. */
export async function postAdmin(
  path: string,
  body: () => Promise<object>,
  doing: string,
): Promise<Record<string, unknown>> {
  const token = process.env.ADMIN_TOKEN;
  if (!token) throw new UsageError(`set ADMIN_TOKEN (the API's) to ${doing}`);
  // Checked before anything else runs: the token goes nowhere but a safe admin address.
  const url = adminUrl(path);
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(await body()),
  }).catch((error: Error) => {
    throw new Error(
      `cannot reach ${url} (ADMIN_API_URL): ${(error.cause as Error | undefined)?.message ?? error.message}`,
    );
  });
  const answer = (await response.json().catch(() => null)) as
    ({ error?: string } & Record<string, unknown>) | null;
  if (response.status === 401) throw new Error(`${url} refused ADMIN_TOKEN (401)`);
  if (!response.ok || !answer) throw new Error(answer?.error ?? `${url} answered ${response.status}`);
  return answer;
}
