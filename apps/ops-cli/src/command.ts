import type { OptionSpec, Values } from './args';
import { id } from './commands/options';
import { build, type Built, type Field, type Fits } from './fields';
import type { TypedDocumentNode } from './gql';

// What every command is: its options, then either one GraphQL operation over /ops/graphql (typed by
// its generated result and variables) or, for bootstrap and sign-in, a local action.

interface Described {
  name: string;
  usage: string;
  summary: string;
}

export interface Command extends Described {
  options: OptionSpec[];
  /** The operation's text, sent as is. */
  query: string;
  variables: (v: Values) => object;
  /** The part of the answer to print. */
  pick: (data: Record<string, unknown>) => unknown;
}

export interface Local extends Described {
  options: OptionSpec[];
  run: (v: Values) => Promise<unknown>;
}

interface Typed<Result, Variables> extends Described {
  document: TypedDocumentNode<Result, Variables>;
  /** The part of the answer to print (default: the operation's one field). */
  pick?: (data: Result) => unknown;
}

/** A command of one operation: `variables` and `pick` are checked against the generated types. */
export function operation<Result, Variables extends object>(
  spec: Typed<Result, Variables> & { options: OptionSpec[]; variables: (v: Values) => Variables },
): Command {
  const { document, pick, ...rest } = spec;
  return {
    ...rest,
    query: document.source,
    pick: (pick as Command['pick'] | undefined) ?? ((data) => Object.values(data)[0]),
  };
}

/** A command whose options are the operation's variables. */
export function withArgs<Result, Variables extends object, const Fs extends readonly Field[]>(
  spec: Typed<Result, Variables> & { args: Fs } & Fits<Built<Fs>, Variables>,
): Command {
  const { args, ...rest } = spec;
  return operation({ ...rest, options: [...args], variables: (v) => build(args, v) as Variables });
}

/** A command whose options are the fields of the operation's one `$i` input. */
export function withInput<Result, Variables extends { i: object }, const Fs extends readonly Field[]>(
  spec: Typed<Result, Variables> & { input: Fs } & Fits<Built<Fs>, Variables['i']>,
): Command {
  const { input, ...rest } = spec;
  return operation({ ...rest, options: [...input], variables: (v) => ({ i: build(input, v) }) as Variables });
}

/** A command that takes only `--id` (archive, unarchive, end). */
export function byId<Result>(spec: {
  name: string;
  thing: string;
  summary: string;
  document: TypedDocumentNode<Result, { id: number }>;
}): Command {
  return withArgs({
    name: spec.name,
    usage: `${spec.name} --id <id>`,
    summary: spec.summary,
    document: spec.document,
    args: [id(spec.thing)],
  });
}

/** A command without options whose usage is its name (the lists, whoami, maintenance-end). */
export function listing<Result>(spec: Omit<Typed<Result, Record<string, never>>, 'usage'>): Command {
  return operation({ ...spec, usage: spec.name, options: [], variables: () => ({}) });
}
