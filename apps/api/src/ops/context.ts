import { OPS_SESSION_HEADER, PROJECT_HEADER } from '@fan/shared';
import type { Services } from '../services';
import type { OpsContext } from './ops-context';
import { currentScope } from '../lib/request-scope';
import { checkOperator } from './access/operator-check';
import { checkOpsSession } from './access/second-factor/check-session';
import { isSessionFree } from './access/session-free';

/**
 * Every operator request: a valid Firebase ID token whose account, as stored now, is an operator of
 * the project in the header with a verified e-mail (operator-check.ts), and a live session started
 * with their second factor (second-factor/check-session.ts) unless the operation only starts one.
 * Anything else throws OperatorRefused, which the endpoint answers and records before any resolver
 * runs (yoga.ts).
 */
export async function buildOpsContext(
  services: Services,
  request: Request,
  params: { query?: unknown; operationName?: unknown },
): Promise<OpsContext> {
  const token = /^Bearer (.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  const projectId = request.headers.get(PROJECT_HEADER) ?? '';
  const operator = await checkOperator(services.identity, token, projectId);
  const scope = currentScope();
  if (scope) scope.caller = operator.uid;
  const session = isSessionFree(params.query, params.operationName)
    ? null
    : await checkOpsSession(services, request.headers.get(OPS_SESSION_HEADER), operator);
  return { ...services, projectId, operator, session, requestId: scope?.requestId ?? null };
}
