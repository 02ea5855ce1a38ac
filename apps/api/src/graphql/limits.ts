import type { Plugin } from 'graphql-yoga';
import { GraphQLError, type ValidationContext } from 'graphql';
import { ErrorCode } from '@fan/shared';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';

// Sized from the web client's largest operations (depth 7, under 400 tokens): room to grow, no room
// for the 1,000-alias / 200k-field requests of issue 12. The token limit runs in the parser, so an
// oversized document is refused before it is built; the rest are validation rules.
export const LIMITS = { tokens: 2000, depth: 12, aliases: 15, directives: 20, cost: 3000 } as const;

// A validation limit is reported as a validation error with its code (the library's default throws
// a "Syntax Error" out of validation instead).
const asValidationError = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(
        new GraphQLError(error.message.replace(/^Syntax Error: /, ''), {
          extensions: { code: ErrorCode.GraphqlValidationFailed },
        }),
      ),
  ],
};

export function queryLimits(production: boolean): Plugin[] {
  const plugins: Plugin[] = [
    maxTokensPlugin({ n: LIMITS.tokens }),
    maxDepthPlugin({ n: LIMITS.depth, flattenFragments: true, ...asValidationError }),
    maxAliasesPlugin({ n: LIMITS.aliases, ...asValidationError }),
    maxDirectivesPlugin({ n: LIMITS.directives, ...asValidationError }),
    costLimitPlugin({ maxCost: LIMITS.cost, ...asValidationError }),
  ] as Plugin[];
  // "Did you mean ...?" hints map the schema for a stranger; off in production.
  if (production) plugins.push(blockFieldSuggestionsPlugin() as Plugin);
  return plugins;
}
