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

/**
 * The error with these extensions added. graphql-js's errors get them in place (Yoga logs an error
 * it sees replaced as an unexpected one); graphql-jit's have no extensions object to add to
 * (a frozen undefined), so they become a copy with the same message, path and locations.
 */
export function withExtensions(error: GraphQLError, extensions: Record<string, unknown>): GraphQLError {
  if (error.extensions) {
    Object.assign(error.extensions, extensions);
    return error;
  }
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError,
    extensions,
  });
  return Object.assign(copy, { locations: error.locations });
}
