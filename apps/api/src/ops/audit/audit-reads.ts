import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { OpsContext } from '../ops-context';
import { audit } from './audit';
import { DomainError } from '../../lib/domain-error';
import { catchResolved } from '../../graphql/catch-resolved';

/** One root query field as graphql-js executed it. */
export interface Read {
  field: string;
  /** The response key, when the query renamed the field. */
  alias?: string;
  /** The arguments the resolver received: literals, variables and defaults, already coerced. */
  args: Record<string, unknown>;
  /** The resolver refused or failed (a lookup that found nothing is still a lookup). */
  error?: string;
}

// The reads of the operation executing under a context (one operation per request: batching is off).
const readsOf = new WeakMap<object, Read[]>();

/**
 * Wraps every root query field's resolver so each call is noted with the arguments it ran with, as
 * graphql-js resolved them for that call: however the query was written (literal arguments,
 * variables, defaults, fragments at the root, aliases, the same field twice). Nothing re-reads the
 * document. Mutations are not wrapped: each writes its own row, with before and after, in the
 * transaction of its change.
 */
export function recordRootReads(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getQueryType()?.getFields() ?? {})) {
    const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args: Record<string, unknown>, ctx: object, info) => {
      const read: Read = { field: info.fieldName, args: { ...args } };
      if (info.path.key !== info.fieldName) read.alias = String(info.path.key);
      const noted = readsOf.get(ctx);
      noted?.push(read);
      const failed = (error: unknown) => {
        read.error = error instanceof DomainError ? error.code : 'INTERNAL_SERVER_ERROR';
        throw error;
      };
      return catchResolved(() => resolve(source, args, ctx, info), failed);
    };
  }
  return schema;
}

/**
 * Reads are operator calls too (support lookups show personal data): an operation that ran any root
 * query field leaves one audit row, `read:<fields>`, whose input lists each field called with its
 * arguments, alias and, for a refused lookup, its error code. The row is written before the answer
 * leaves: when it cannot be written the operator gets an error, not the data.
 */
export function auditReads(): Plugin<OpsContext> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (execArgs) => {
        const ctx = execArgs.contextValue as OpsContext;
        const reads: Read[] = [];
        readsOf.set(ctx, reads);
        let result;
        try {
          result = await executeFn(execArgs);
        } finally {
          readsOf.delete(ctx);
        }
        if (reads.length > 0)
          await audit(ctx, ctx.db, {
            action: `read:${[...new Set(reads.map((r) => r.field))].join(',')}`,
            input: { reads },
          });
        return result;
      });
    },
  };
}
