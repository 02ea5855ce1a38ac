// Test setup through the API as the fan themself: their ID token from the Auth Emulator, then GraphQL.
// Used to build a long point history quickly; the journeys themselves go through the UI.
import { API, AUTH } from './system.ts';

const PROJECT = process.env.E2E_PROJECT_ID ?? 'demo';

/** A fresh ID token of an e-mail/password user, from the Auth Emulator. */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const json = (await response.json()) as { idToken?: string };
  if (!json.idToken) throw new Error(`sign-in for ${email}: ${JSON.stringify(json)}`);
  return json.idToken;
}

export async function gql<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${API}/api/v2/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'x-project-id': PROJECT,
    },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data?: T; errors?: unknown[] };
  if (json.errors?.length || !json.data) throw new Error(`GraphQL: ${JSON.stringify(json.errors)}`);
  return json.data;
}

export async function pointTierTypeId(token: string): Promise<number> {
  const data = await gql<{ tierTypesConnection: { nodes: { key: string; databaseId: number }[] } }>(
    token,
    'query { tierTypesConnection { nodes { key databaseId } } }',
  );
  return data.tierTypesConnection.nodes.find((n) => n.key === 'point_tiers')!.databaseId;
}

export async function redeem(token: string, code: string) {
  await gql(
    token,
    'mutation($code: String!) { redeemCoupon(type: "point", code: $code) { coupon { amount } } }',
    {
      code,
    },
  );
}

/** Spends 1 point per reason, one after the other, so the history order is the reasons' order. */
export async function spendEach(token: string, reasons: string[]) {
  const tierTypeId = await pointTierTypeId(token);
  for (const [i, reason] of reasons.entries()) {
    await gql(token, 'mutation($input: SpendPointsInput!) { spendPoints(input: $input) { balance } }', {
      input: { tierTypeId, amount: 1, reason, idempotencyKey: `e2e-spend-${Date.now()}-${i}` },
    });
  }
}
