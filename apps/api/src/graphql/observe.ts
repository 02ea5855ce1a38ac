import type { Plugin } from 'graphql-yoga';
import { Kind, type DocumentNode, type ExecutionResult } from 'graphql';
import { currentScope } from '../lib/request-scope';

/**
 * Notes on the request scope what the HTTP log line and metrics need: the operation name as sent
 * (trimmed), the root fields (a bounded label) and the outcome (ok or the first error code).
 */
export function observeOperations(): Plugin {
  return {
    onParams({ params }) {
      const scope = currentScope();
      if (scope && typeof params.operationName === 'string')
        scope.operationName = params.operationName.slice(0, 64);
    },
    onExecute({ args }) {
      const scope = currentScope();
      if (!scope) return;
      const op = (args.document as DocumentNode).definitions.find(
        (d) =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (op?.kind === Kind.OPERATION_DEFINITION)
        scope.operation = [
          ...new Set(
            op.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : 'fragment')),
          ),
        ]
          .sort()
          .slice(0, 3)
          .join(',');
    },
    onResultProcess({ result }) {
      const scope = currentScope();
      if (!scope) return;
      const first = (Array.isArray(result) ? result[0] : result) as ExecutionResult | undefined;
      const code = first?.errors?.[0]?.extensions?.code;
      scope.outcome = first?.errors?.length ? String(code ?? 'UNKNOWN') : 'ok';
    },
  };
}
