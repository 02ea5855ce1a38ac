import { PROJECT_HEADER } from '@fan/shared';
import type { Services } from '../services';
import { toGraphqlError } from '../graphql/domain-errors';
import { forbidden, unauthenticated } from '../lib/domain-error';
import { currentScope } from '../lib/request-scope';
import { OPERATOR_ROLE } from './operator-claims';

export interface Operator {
  uid: string;
  email: string | null;
}

export interface OpsContext extends Services {
  /** The project named by the header; the operator holds the operator role for it. */
  projectId: string;
  operator: Operator;
  requestId: string | null;
}

/**
 * Every operator request: a valid Firebase ID token (not revoked) whose `ops` claim gives the role
 * `operator` for the project in the header. Anything else is refused before any resolver runs.
 * Operators are few and powerful: every request checks revocation with the identity service
 * (verifyFresh), without the short read cache fans get (decision 013). Refused as GraphQL errors
 * already: this runs before execution, where Yoga would log a replaced error as unexpected.
 */
export async function buildOpsContext(services: Services, request: Request): Promise<OpsContext> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const viewer = token ? await services.identity.verifyFresh(token) : null;
  if (!viewer) throw toGraphqlError(unauthenticated('オペレーターとしてサインインしてください。'));
  const projectId = request.headers.get(PROJECT_HEADER) ?? '';
  if (!projectId || viewer.operatorRoles[projectId] !== OPERATOR_ROLE)
    throw toGraphqlError(forbidden('このプロジェクトのオペレーター権限がありません。'));
  return {
    ...services,
    projectId,
    operator: { uid: viewer.uid, email: viewer.email },
    requestId: currentScope()?.requestId ?? null,
  };
}
