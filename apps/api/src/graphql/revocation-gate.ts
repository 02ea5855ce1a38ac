import type { Plugin } from 'graphql-yoga';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { Context } from './context';
import { unauthenticated } from '../lib/domain-error';
import { toGraphqlError } from './domain-errors';

/**
 * Every mutation (money, cards, memberships, identity and profile changes) re-checks the viewer's
 * ID token for revocation with the identity service first: a disabled, deleted or signed-out
 * session changes nothing, at once. Reads rely on the verifier's short cache (decision
 * 013). Mutations are rare next to reads, so checking all of them costs little and
 * no new mutation can be forgotten.
 */
export function revocationGate(): Plugin<Context> {
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as Context;
      if (!ctx.idToken || operationType(args) !== 'mutation') return;
      if (await ctx.identity.verifyFresh(ctx.idToken)) return;
      setResultAndStopExecution({
        data: null,
        errors: [toGraphqlError(unauthenticated())],
      });
    },
  };
}

function operationType(args: {
  document: { definitions: readonly { kind: string }[] };
  operationName?: string | null;
}) {
  const operations = args.document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  const operation = args.operationName
    ? operations.find((o) => o.name?.value === args.operationName)
    : operations[0];
  return operation?.operation;
}
