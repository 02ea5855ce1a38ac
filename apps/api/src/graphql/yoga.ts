import { createYoga, type Plugin } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { ErrorCode } from '@fan/shared';
import { buildContext, type Context, type Services } from './context';
import { depthLimit } from './depth-limit';
import { productGate } from './product-gate';
import { schema } from './schema';

export const GRAPHQL_PATH = '/api/v2/graphql';

export function createGraphqlHandler(services: Services) {
  const validation: Plugin = {
    onValidate: ({ addValidationRule }) => addValidationRule(depthLimit(12)),
  };
  return createYoga<Record<string, unknown>, Context>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    context: ({ request }) => buildContext(services, request),
    plugins: [validation, productGate()],
    cors: services.config.CORS_ORIGINS ? { origin: services.config.CORS_ORIGINS.split(',') } : false,
    graphiql: services.config.NODE_ENV === 'development',
    landingPage: false,
    logging: services.config.NODE_ENV === 'test' ? 'warn' : 'info',
    maskedErrors: {
      // Unexpected failures are logged here and reach the client only as a generic code.
      maskError(error) {
        // Duck-typed: graphql may be loaded both as ESM and CJS, which defeats instanceof.
        const isGraphqlError = (e: unknown): e is GraphQLError =>
          (e as Error | undefined)?.name === 'GraphQLError';
        const original = isGraphqlError(error) ? error.originalError : error;
        if (isGraphqlError(error) && (!original || isGraphqlError(original))) return error;
        console.error('[graphql] unexpected error', original);
        return new GraphQLError('エラーが発生しました。', {
          extensions: { code: ErrorCode.InternalServerError },
        });
      },
    },
  });
}
