import { PROJECT_HEADER } from '@fan/shared';
import type { Services } from '../services';
import { toGraphqlError } from '../graphql/domain-errors';
import { currentScope } from '../lib/request-scope';
import { checkOperator, OperatorRefused } from './operator-check';

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
 * the project in the header with a verified e-mail (operator-check.ts). Anything else is refused
 * before any resolver runs, as GraphQL errors already: this runs before execution, where Yoga would
 * log a replaced error as unexpected.
 */
export async function buildOpsContext(services: Services, request: Request): Promise<OpsContext> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const projectId = request.headers.get(PROJECT_HEADER) ?? '';
  try {
    const operator = await checkOperator(services.identity, token, projectId);
    return { ...services, projectId, operator, requestId: currentScope()?.requestId ?? null };
  } catch (error) {
    if (error instanceof OperatorRefused) throw toGraphqlError(error.error);
    throw error;
  }
}
