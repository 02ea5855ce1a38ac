import { useGraphQlJit } from '@envelop/graphql-jit';
import { Kind, type DocumentNode, type ExecutionArgs, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Reads run as JavaScript compiled from their document by graphql-jit: the same answer as
 * graphql-js's executor, with about 1.4x the home query's requests per second (decision 024).
 * Mutations, the money path, keep graphql-js's reference executor.
 *
 * Compiling costs 4 to 7 ms of the instance's one thread per new document, so a stranger sending
 * endless variants of one query could buy 20x more CPU per request than before. Compiles are
 * therefore rationed (a token bucket); a document past the ration runs on graphql-js, correctly,
 * and is compiled when it comes again with a token to spare. Parsed documents are cached by Yoga,
 * so a repeated query is the same DocumentNode and is compiled once.
 */
export function compiledReads(ration: CompileRation = {}): Plugin {
  return useGraphQlJit({}, { enableIf: compileGate(ration) }) as Plugin;
}

export interface CompileRation {
  /** Compiles allowed at once after a quiet spell (default 20). */
  burst?: number;
  /** Compiles allowed per second after that (default 20: at most ~10-15% of one core). */
  perSecond?: number;
  now?: () => number;
}

/** Whether to run this execution compiled: a query already compiled, or one a token pays for. */
export function compileGate({ burst = 20, perSecond = 20, now = Date.now }: CompileRation = {}) {
  const compiled = new WeakSet<DocumentNode>();
  let tokens = burst;
  let last = now();
  return (args: ExecutionArgs): boolean => {
    if (compiled.has(args.document)) return true;
    // @envelop/graphql-jit caches by document alone, whatever operation is named: a document of
    // several operations runs on graphql-js.
    const operations = args.document.definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    if (operations.length !== 1 || operations[0]!.operation !== 'query') return false;
    const t = now();
    tokens = Math.min(burst, tokens + ((t - last) / 1000) * perSecond);
    last = t;
    if (tokens < 1) return false;
    tokens -= 1;
    compiled.add(args.document);
    return true;
  };
}
