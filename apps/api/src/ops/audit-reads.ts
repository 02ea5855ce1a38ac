import { Kind, type DefinitionNode, type OperationDefinitionNode, type SelectionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { OpsContext } from './context';
import { audit } from './audit';

/**
 * Reads are operator calls too (support lookups show personal data): a query that answered without
 * errors leaves one audit row naming its root fields and variables. Mutations write their own rows,
 * with before and after, in the transaction of their change.
 */
export function auditReads(): Plugin<OpsContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const operation = args.document.definitions.find(
        (d: DefinitionNode): d is OperationDefinitionNode =>
          d.kind === Kind.OPERATION_DEFINITION &&
          (!args.operationName || d.name?.value === args.operationName),
      );
      if (operation?.operation !== 'query') return;
      const fields = operation.selectionSet.selections.map((s: SelectionNode) =>
        s.kind === Kind.FIELD ? s.name.value : '…',
      );
      setExecuteFn(async (execArgs) => {
        const result = await executeFn(execArgs);
        if (!('errors' in result && result.errors?.length) && !(Symbol.asyncIterator in result))
          await audit(execArgs.contextValue as OpsContext, (execArgs.contextValue as OpsContext).db, {
            action: `read:${fields.join(',')}`,
            input: execArgs.variableValues ?? {},
          });
        return result;
      });
    },
  };
}
