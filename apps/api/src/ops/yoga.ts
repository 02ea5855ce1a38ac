import { PROJECT_HEADER } from '@fan/shared';
import { createYoga, type GraphQLParams, type Plugin } from 'graphql-yoga';
import type { Services } from '../services';
import { toGraphqlError } from '../graphql/domain-errors';
import { errorCodes } from '../graphql/error-codes';
import { queryLimits } from '../graphql/limits';
import { maskError } from '../graphql/mask-error';
import { observeOperations } from '../graphql/observe';
import { addressAllowList } from '../lib/address-allow-list';
import { forbidden, type DomainError } from '../lib/domain-error';
import { currentScope } from '../lib/request-scope';
import { auditReads } from './audit/audit-reads';
import { buildOpsContext } from './context';
import type { OpsContext } from './ops-context';
import { auditRefusals } from './audit/audit-refusals';
import { opsBudget } from './access/ops-budget';
import { OperatorRefused } from './access/operator-check';
import { logRefusedCall, operationLabel } from './access/refused-calls';
import { opsSchema } from './schema';

export const OPS_GRAPHQL_PATH = '/ops/graphql';

/**
 * The operators' endpoint: its own schema (ops-schema.graphql), reachable only with an operator's
 * Firebase ID token for the project in the header (context.ts). Not behind the fans' product gate:
 * operators work during maintenance.
 */
export function createOpsGraphqlHandler(services: Services) {
  const production = services.config.NODE_ENV === 'production';
  // One verification per request: the gate below starts it, the context factory reuses it.
  const contexts = new WeakMap<Request, Promise<OpsContext>>();
  const contextOf = (request: Request, params: GraphQLParams) => {
    let context = contexts.get(request);
    if (!context) {
      context = buildOpsContext(services, request, params);
      contexts.set(request, context);
    }
    return context;
  };
  return createYoga<Record<string, unknown>, OpsContext>({
    schema: opsSchema,
    graphqlEndpoint: OPS_GRAPHQL_PATH,
    context: ({ request, params }) => contextOf(request, params),
    plugins: [
      operatorsFirst(addressAllowList(services.config.OPS_ALLOWED_ADDRESSES), opsBudget(services), contextOf),
      observeOperations(),
      auditRefusals(),
      ...queryLimits(production),
      errorCodes(),
      auditReads(),
    ] as Plugin[],
    batching: false,
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: services.config.NODE_ENV === 'test' ? 'warn' : 'info',
    maskedErrors: { maskError },
  });
}

/**
 * Who is asking, before the query is even parsed: Yoga validates a document before it builds the
 * context, so a stranger's misspelt field would be answered "Did you mean …?" and an introspection
 * query with the schema. Someone who is not an operator of the project gets UNAUTHENTICATED (or
 * FORBIDDEN) and nothing of the schema (decision 030). Over the endpoint's budget, RATE_LIMITED.
 */
function operatorsFirst(
  allowed: ((address: string | undefined) => boolean) | null,
  overBudget: () => Promise<DomainError | null>,
  contextOf: (request: Request, params: GraphQLParams) => Promise<OpsContext>,
): Plugin {
  return {
    async onParams({ request, params, setResult }) {
      const refused = (error: DomainError, reason: string, caller: string | null = null) => {
        logRefusedCall({
          caller,
          projectId: request.headers.get(PROJECT_HEADER) ?? '',
          operation: operationLabel(params.query, params.operationName),
          outcome: error.code,
          reason,
        });
        setResult({ errors: [toGraphqlError(error)] });
      };
      // The address and the budget first: a request refused by them never reaches the identity service.
      if (allowed && !allowed(currentScope()?.clientAddress))
        return refused(
          forbidden('このネットワークからは運営コンソールを利用できません。'),
          'addressNotAllowed',
        );
      const overSpent = await overBudget();
      if (overSpent) return refused(overSpent, 'overBudget');
      try {
        await contextOf(request, params);
      } catch (error) {
        if (!(error instanceof OperatorRefused)) throw error;
        refused(error.error, error.reason, error.caller?.uid ?? null);
      }
    },
  };
}
