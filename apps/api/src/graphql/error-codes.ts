import type { Plugin } from 'graphql-yoga';
import type { ExecutionResult, GraphQLError } from 'graphql';
import { ErrorCode } from '@fan/shared';
import { withExtensions } from './domain-errors';

/**
 * Every error of a GraphQL answer carries extensions.code. graphql-js's own parse, validation and
 * variable coercion errors have none; they get one here from the phase they arose in.
 */
export function errorCodes(): Plugin {
  return {
    onValidate:
      () =>
      ({ result, setResult }) => {
        if (result.length)
          setResult(
            (result as GraphQLError[]).map((error) =>
              giveCode(error, codeFor(error, ErrorCode.GraphqlValidationFailed)),
            ),
          );
      },
    onResultProcess({ result }) {
      const results = (Array.isArray(result) ? result : [result]) as ExecutionResult[];
      for (const r of results) {
        const errors = r?.errors as GraphQLError[] | undefined;
        errors?.forEach((error, i) => {
          // Left without a code by now: a parse error, or a request the server cannot run as sent
          // (variable coercion, a missing query, a malformed body).
          errors[i] = giveCode(
            error,
            /^Syntax Error/.test(error.message) ? ErrorCode.GraphqlParseFailed : ErrorCode.BadUserInput,
          );
        });
      }
    },
  };
}

function codeFor(error: GraphQLError, otherwise: ErrorCode): ErrorCode {
  // A variable's value that does not fit its type is the caller's input, wherever it is caught.
  if (/^Variable "\$/.test(error.message)) return ErrorCode.BadUserInput;
  return otherwise;
}

function giveCode(error: GraphQLError, code: ErrorCode): GraphQLError {
  return error.extensions?.code ? error : withExtensions(error, { code });
}
