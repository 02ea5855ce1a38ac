import type { OptionSpec, Values } from './args';
import type { TypedDocumentNode } from './gql';

// What every command is: its options, then either one GraphQL operation over /ops/graphql (typed by
// its generated result and variables) or, for bootstrap and sign-in, a local action.

interface Described {
  name: string;
  usage: string;
  summary: string;
  options: OptionSpec[];
}

export interface Command extends Described {
  /** The operation's text, sent as is. */
  query: string;
  variables: (v: Values) => object;
  /** The part of the answer to print. */
  pick: (data: Record<string, unknown>) => unknown;
}

export interface Local extends Described {
  run: (v: Values) => Promise<unknown>;
}

/** A command of one operation: `variables` and `pick` are checked against the generated types. */
export function operation<Result, Variables extends object>(spec: {
  name: string;
  usage: string;
  summary: string;
  options: OptionSpec[];
  document: TypedDocumentNode<Result, Variables>;
  variables: (v: Values) => Variables;
  pick: (data: Result) => unknown;
}): Command {
  const { document, ...rest } = spec;
  return { ...rest, query: document.source, pick: spec.pick as unknown as Command['pick'] };
}

/** A command that takes only `--id` (archive, unarchive, end). */
export function byId<Result>(spec: {
  name: string;
  thing: string;
  summary: string;
  document: TypedDocumentNode<Result, { id: number }>;
  pick: (data: Result) => unknown;
}): Command {
  return operation({
    name: spec.name,
    usage: `${spec.name} --id <id>`,
    summary: spec.summary,
    options: [{ name: 'id', type: 'int', required: true, help: `${spec.thing} id` }],
    document: spec.document,
    variables: (v) => ({ id: v.id as number }),
    pick: spec.pick,
  });
}

/** A command without options whose usage is its name (the lists, whoami, maintenance-end). */
export function listing<Result>(spec: {
  name: string;
  summary: string;
  document: TypedDocumentNode<Result, Record<string, never>>;
  pick: (data: Result) => unknown;
}): Command {
  return operation({ ...spec, usage: spec.name, options: [], variables: () => ({}) });
}
