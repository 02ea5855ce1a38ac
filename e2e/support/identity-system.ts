// Identity journeys' access to the running system: the Auth Emulator's test endpoints (e-mail
// action codes, project config), the API as the signed-in fan, and the Stripe sandbox's customers.
import { SANDBOX as STRIPE } from './card-flow.ts';
import { gql, idToken } from './points-api.ts';
import { AUTH } from './system.ts';

const PROJECT = 'demo-fan-app';
const STRIPE_KEY = process.env.STRIPE_SECRET_KEY ?? 'sk_test_sandbox';

/** Production's default: e-mail enumeration protection (sign-in answers invalid-credential). */
export async function enableEmailPrivacy() {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/config`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      signIn: { allowDuplicateEmails: false },
      emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
    }),
  });
  if (!response.ok) throw new Error(`emulator config: ${response.status}`);
}

type RequestType = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL';

/** The newest e-mail action code the emulator "sent" to this address. */
export async function latestOobCode(email: string, requestType: RequestType): Promise<string> {
  const response = await fetch(`${AUTH}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const match = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
  if (!match) throw new Error(`no ${requestType} code for ${email}`);
  return match.oobCode;
}

export const handlerUrl = (mode: string, oobCode: string) =>
  `/auth/handler?mode=${mode}&oobCode=${encodeURIComponent(oobCode)}`;

/** The listener profile e-mail, as the API tells the signed-in fan. */
export async function profileEmail(email: string, password: string): Promise<string | null> {
  const data = await gql<{ listenerProfile: { email: string | null } }>(
    await idToken(email, password),
    '{ listenerProfile { email } }',
  );
  return data.listenerProfile.email;
}

/** Stripe customers carrying this e-mail (the sandbox speaks Stripe's REST API). */
export async function stripeCustomersWithEmail(email: string): Promise<{ id: string; email: string }[]> {
  const response = await fetch(`${STRIPE}/v1/customers?email=${encodeURIComponent(email)}`, {
    headers: { authorization: `Bearer ${STRIPE_KEY}` },
  });
  return ((await response.json()) as { data: { id: string; email: string }[] }).data;
}

/** A Google identity owned by some other account, made the way the dev chooser makes one. */
export async function createGoogleAccount(email: string) {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const idToken = `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ sub: `other-${email}`, email, email_verified: true })}.`;
  const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      postBody: `id_token=${idToken}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!response.ok) throw new Error(`signInWithIdp: ${await response.text()}`);
}

/**
 * Changes the e-mail directly (as a session elsewhere could), which makes the emulator send the
 * recover-e-mail link to the previous address. The emulator sends none after verifyAndChangeEmail.
 */
export async function changeEmailDirectly(email: string, password: string, newEmail: string) {
  const call = async (path: string, body: object) => {
    const response = await fetch(`${AUTH}/identitytoolkit.googleapis.com/v1/${path}?key=e2e`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${await response.text()}`);
    return (await response.json()) as { idToken: string };
  };
  const { idToken } = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  await call('accounts:update', { idToken, email: newEmail, returnSecureToken: true });
}
