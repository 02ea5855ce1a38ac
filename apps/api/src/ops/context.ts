import { PROJECT_HEADER } from '@fan/shared';
import type { Services } from '../services';
import { currentScope } from '../lib/request-scope';
import { checkOperator } from './operator-check';

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
 * Every operator request: a valid Firebase ID token whose account, as stored now, is an operator of
 * the project in the header with a verified e-mail (operator-check.ts). Anything else throws
 * OperatorRefused, which the endpoint answers and records before any resolver runs (yoga.ts).
 */
export async function buildOpsContext(services: Services, request: Request): Promise<OpsContext> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const projectId = request.headers.get(PROJECT_HEADER) ?? '';
  const operator = await checkOperator(services.identity, token, projectId);
  const scope = currentScope();
  if (scope) scope.caller = operator.uid;
  return { ...services, projectId, operator, requestId: scope?.requestId ?? null };
}
