import { createYoga, type Plugin } from 'graphql-yoga';
import type { Services } from '../graphql/context';
import { errorCodes } from '../graphql/error-codes';
import { queryLimits } from '../graphql/limits';
import { maskError } from '../graphql/mask-error';
import { auditReads } from './audit-reads';
import { buildOpsContext, type OpsContext } from './context';
import { opsSchema } from './schema';

export const OPS_GRAPHQL_PATH = '/ops/graphql';

/**
 * The operators' endpoint: its own schema (ops-schema.graphql), reachable only with an operator's
 * Firebase ID token for the project in the header (context.ts). Not behind the fans' product gate:
 * operators work during maintenance.
 */
export function createOpsGraphqlHandler(services: Services) {
  const production = services.config.NODE_ENV === 'production';
  return createYoga<Record<string, unknown>, OpsContext>({
    schema: opsSchema,
    graphqlEndpoint: OPS_GRAPHQL_PATH,
    context: ({ request }) => buildOpsContext(services, request),
    plugins: [...queryLimits(production), errorCodes(), auditReads()] as Plugin[],
    batching: false,
    cors: false,
    graphiql: false,
    landingPage: false,
    logging: services.config.NODE_ENV === 'test' ? 'warn' : 'info',
    maskedErrors: { maskError },
  });
}
