import type { Auth } from 'firebase-admin/auth';

/** The custom claim naming a user's operator roles: `{ ops: { <projectId>: 'operator' } }`. */
export const OPERATOR_CLAIM = 'ops';
export const OPERATOR_ROLE = 'operator';

type Claims = Record<string, unknown>;

function rolesOf(claims: Claims | undefined): Record<string, string> {
  const ops = claims?.[OPERATOR_CLAIM];
  return ops && typeof ops === 'object' && !Array.isArray(ops) ? { ...(ops as Record<string, string>) } : {};
}

/**
 * Grants or revokes the operator role of a project, keeping the user's other claims. Needs the server's
 * credentials (the Admin SDK). A revoke also revokes the refresh tokens, so the ID tokens the user holds
 * stop working at once (the API verifies tokens with checkRevoked).
 */
export async function setOperatorRole(
  auth: Auth,
  input: { email: string; projectId: string; grant: boolean },
): Promise<{ uid: string; roles: Record<string, string>; before: Record<string, string> }> {
  const user = await auth.getUserByEmail(input.email);
  const claims = { ...(user.customClaims ?? {}) };
  const before = rolesOf(claims);
  const roles = { ...before };
  if (input.grant) roles[input.projectId] = OPERATOR_ROLE;
  else delete roles[input.projectId];
  if (Object.keys(roles).length > 0) claims[OPERATOR_CLAIM] = roles;
  else delete claims[OPERATOR_CLAIM];
  await auth.setCustomUserClaims(user.uid, claims);
  if (!input.grant) await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, roles, before };
}
