import type { OptionSpec, OptionType, Values } from './args';

// Options that are an operation's variables one for one: each names the variable it fills, and the
// command's variables are built from that list instead of being written out again beside it.

interface Parsed {
  string: string;
  int: number;
  bool: boolean;
  date: Date;
  file: string;
}

interface FieldOf<T extends OptionType> extends OptionSpec {
  type: T;
  /** The variable's name when it is not the option's in camelCase (--english-name: englishName). */
  field?: string;
  /**
   * The value sent, from the option given (default: as given; a time as ISO-8601). Annotate an
   * inline function's parameter: an unannotated one keeps TypeScript from reading the list's names.
   */
  read?: (value: Parsed[T]) => unknown;
  /** Sent when the option is not given (a function: called then). */
  fallback?: string | number | boolean | (() => string);
}

export type Field = { [T in OptionType]: FieldOf<T> }[OptionType];

type Camel<S extends string> = S extends `${infer H}-${infer T}` ? `${H}${Capitalize<Camel<T>>}` : S;
type Name<F extends Field> = F extends { field: infer N extends string } ? N : Camel<F['name']>;
type Sent<F extends Field> = F extends { read: (value: never) => infer R }
  ? R
  : F['type'] extends 'date'
    ? string
    : Parsed[F['type']];
type Fallback<F extends Field> = F extends { fallback: infer D } ? (D extends () => infer R ? R : D) : never;
type Given<F extends Field> = F extends { required: true } | { fallback: unknown }
  ? Sent<F> | Fallback<F>
  : Sent<F> | undefined;

/** The variables a list of fields builds. */
export type Built<Fs extends readonly Field[]> = { [F in Fs[number] as Name<F>]: Given<F> };

/** Nothing when the built variables are the operation's (no field missing, none extra); else why not. */
export type Fits<B, Target> = [B] extends [Target]
  ? [Exclude<keyof B, keyof Target>] extends [never]
    ? unknown
    : { 'options the operation does not take': Exclude<keyof B, keyof Target> }
  : { 'options that do not give the variables': Target };

const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

function value(f: Field, given: Values[string]) {
  if (given === undefined) return typeof f.fallback === 'function' ? f.fallback() : f.fallback;
  if (f.read) return (f.read as (value: unknown) => unknown)(given);
  return given instanceof Date ? given.toISOString() : given;
}

export function build(fields: readonly Field[], v: Values): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.field ?? camel(f.name), value(f, v[f.name])]));
}
