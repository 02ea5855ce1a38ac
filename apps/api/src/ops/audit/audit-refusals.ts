import { defaultFieldResolver, type GraphQLFieldResolver, type GraphQLSchema } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { catchResolved } from '../../graphql/catch-resolved';
import { DomainError } from '../../lib/domain-error';
import { logger } from '../../lib/logger';
import type { OpsContext } from '../ops-context';
import { audit } from './audit';

interface Refusal {
  field: string;
  args: Record<string, unknown>;
  code: string;
  /** The input field the refusal is about, when it names one. */
  about?: string;
}

// The refused mutations of the operation executing under a context (batching is off).
const refusalsOf = new WeakMap<object, Refusal[]>();

/**
 * Wraps every root mutation field's resolver so a refused or failed call is noted with the arguments
 * it ran with. A mutation writes its own row only when it commits; these are the attempts that did
 * not (an unknown refund, a grant to another project's fan, a cap reached).
 */
export function recordRefusedMutations(schema: GraphQLSchema): GraphQLSchema {
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
    field.resolve = (source, args: Record<string, unknown>, ctx: object, info) =>
      catchResolved(
        () => resolve(source, args, ctx, info),
        (error: unknown) => {
          const refusal: Refusal = {
            field: info.fieldName,
            args: withoutCodes(shortened(args) as Record<string, unknown>),
            code: error instanceof DomainError ? error.code : 'INTERNAL_SERVER_ERROR',
          };
          if (error instanceof DomainError && error.field) refusal.about = error.field;
          refusalsOf.get(ctx)?.push(refusal);
          throw error;
        },
      );
  }
  return schema;
}

/**
 * Each refused mutation leaves a row, `refused:<field>`, in the operator's project: who, what they
 * sent, and the outcome (the error code). Written after the answer is made, outside the refused
 * change's (rolled back) transaction; a row that cannot be written is logged, the answer stands.
 */
export function auditRefusals(): Plugin<OpsContext> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (execArgs) => {
        const ctx = execArgs.contextValue as OpsContext;
        const refusals: Refusal[] = [];
        refusalsOf.set(ctx, refusals);
        try {
          return await executeFn(execArgs);
        } finally {
          refusalsOf.delete(ctx);
          for (const r of refusals)
            await audit(ctx, ctx.db, {
              action: `refused:${r.field}`,
              input: r.args,
              after: { outcome: r.code, ...(r.about ? { field: r.about } : {}) },
            }).catch((error: unknown) => logger.error({ err: error }, 'refused call not audited'));
        }
      });
    },
  };
}

// A second factor's code is never written down, even a wrong one (a typo of the right one, one step
// off); nor an enrolment code (decision 053).
const SECRET_ARGS = ['code', 'enrollmentCode'];

function withoutCodes(args: Record<string, unknown>): Record<string, unknown> {
  const out = { ...args };
  for (const name of SECRET_ARGS) if (typeof out[name] === 'string') out[name] = '<redacted>';
  return out;
}

// What a refused call sent, kept readable: a long text (an image's base64, a terms body) by its length.
const LONGEST_KEPT = 1000;

function shortened(value: unknown): unknown {
  if (typeof value === 'string' && value.length > LONGEST_KEPT) return `<${value.length} characters>`;
  if (Array.isArray(value)) return value.map(shortened);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]));
  return value;
}
