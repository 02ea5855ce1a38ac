import { createYoga } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { buildContext, type Context } from './context';
import type { Services } from '../services';
import { productGate } from './product-gate';
import { revocationGate } from './revocation-gate';
import { schema } from './schema';
import { guardArguments } from './input-guard';
import { queryLimits } from './limits';
import { errorCodes } from './error-codes';
import { maskError } from './mask-error';
import { observeOperations } from './observe';
import { compiledReads } from './compiled-reads';
import { rateLimits } from './rate-limit/rate-limits';

export const GRAPHQL_PATH = '/api/v2/graphql';

const guardedSchema = guardArguments(schema);

export function createGraphqlHandler(services: Services) {
  const production = services.config.NODE_ENV === 'production';
  // The schema is public knowledge for our own clients (schema.graphql), not for strangers.
  const noIntrospection: Plugin = {
    onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
  };
  return createYoga<Record<string, unknown>, Context>({
    schema: guardedSchema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request }) => buildContext(services, request),
    plugins: [
      ...queryLimits(production),
      ...(production ? [noIntrospection] : []),
      errorCodes(),
      observeOperations(),
      rateLimits(services),
      revocationGate(),
      productGate(),
      compiledReads(),
    ],
    // Several operations in one HTTP request would multiply every limit above.
    batching: false,
    // http/server.ts's limitBody already refused any body over MAX_GRAPHQL_BODY before this
    // handler; Yoga's own limit would pipe every body through a second stream (about 5% of a
    // request's CPU under load).
    maxRequestBodySize: false,
    cors: services.config.CORS_ORIGINS ? { origin: services.config.CORS_ORIGINS.split(',') } : false,
    graphiql: services.config.NODE_ENV === 'development',
    landingPage: false,
    logging: services.config.NODE_ENV === 'test' ? 'warn' : 'info',
    maskedErrors: { maskError },
  });
}
