import { GraphQLError } from 'graphql';
import type { DomainError } from '../lib/domain-error';

/**
 * The one mapping of a rule's DomainError to GraphQL: extensions.code, then field when the error
 * names one, then its extras (retryable, reason). Both endpoints (fans' and operators') use it.
 */
export function graphqlExtensions(error: DomainError): Record<string, unknown> {
  return {
    code: error.code,
    ...(error.field !== undefined ? { field: error.field } : {}),
    ...error.extras,
  };
}

/** A DomainError as a GraphQL error of its own (gates and context factories answer with these). */
export function toGraphqlError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, { extensions: graphqlExtensions(error) });
}
