import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';

// The printed schema, so a new argument is fuzzed without touching the tests.
const printed = buildSchema(readFileSync(resolve(import.meta.dirname, '../../schema.graphql'), 'utf8'));

export interface RootField {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

/** Every query and mutation of the schema (the fans' printed schema unless told otherwise). */
export function rootFields(schema: GraphQLSchema = printed): RootField[] {
  return [
    ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({
      operation: 'query' as const,
      field,
    })),
    ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({
      operation: 'mutation' as const,
      field,
    })),
  ];
}

/** A value of the type that passes coercion: every required input field filled, lists of one. */
export function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sampleValue(f.type)]),
    );
  if (isEnumType(type)) return type.getValues()[0]!.value;
  if (type.name === 'Int' || type.name === 'Float') return 1;
  if (type.name === 'Boolean') return false;
  // Tomorrow: the operators' dates (effective from, valid until) must lie ahead.
  if (type.name === 'DateTime') return new Date(Date.now() + 86_400_000).toISOString();
  if (type.name === 'JSON') return {};
  return 'sample-value-01';
}

/** Every scalar reachable in the field's arguments: its path (argument, then input fields) and type name. */
export function scalarPaths(field: GraphQLField<unknown, unknown>): { path: string[]; type: string }[] {
  const paths: { path: string[]; type: string }[] = [];
  const walk = (type: GraphQLInputType, path: string[], seen: Set<string>) => {
    const named = getNamedType(type);
    if (isInputObjectType(named)) {
      if (seen.has(named.name)) return;
      for (const f of Object.values(named.getFields()))
        walk(f.type, [...path, f.name], new Set([...seen, named.name]));
    } else if (isScalarType(named)) paths.push({ path, type: named.name });
  };
  for (const arg of field.args) walk(arg.type, [arg.name], new Set());
  return paths;
}

/** Paths (argument name, then input field names) of every String or ID reachable in the field's arguments. */
export const stringPaths = (field: GraphQLField<unknown, unknown>): string[][] =>
  scalarPaths(field)
    .filter(({ type }) => type === 'String' || type === 'ID')
    .map(({ path }) => path);

/** The operation calling the field with every argument as a variable of the same name. */
export function operationFor({ operation, field }: RootField): string {
  const defs = field.args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${operation} Fuzz${defs ? `(${defs})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** Variables for the field, with `value` at `path` (inside the first element of any list). */
export function variablesWith(field: GraphQLField<unknown, unknown>, path: string[], value: unknown) {
  const variables: Record<string, unknown> = Object.fromEntries(
    field.args.filter((a) => isNonNullType(a.type)).map((a) => [a.name, sampleValue(a.type)]),
  );
  if (!path.length) return variables;
  let holder: Record<string, unknown> = variables;
  let type: GraphQLInputType = field.args.find((a) => a.name === path[0])!.type;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const last = i === path.length - 1;
    const list = isListType(isNonNullType(type) ? type.ofType : type);
    if (last) {
      holder[key] = list ? [value] : value;
      break;
    }
    const named = getNamedType(type);
    const next = (holder[key] ?? sampleValue(type)) as Record<string, unknown> | Record<string, unknown>[];
    holder[key] = next;
    holder = Array.isArray(next) ? next[0]! : next;
    if (isInputObjectType(named)) type = named.getFields()[path[i + 1]!]!.type;
  }
  return variables;
}

/** Root fields that page with first/after/last/before. */
export const connectionFields = () =>
  rootFields().filter(({ field }) =>
    ['first', 'after', 'last', 'before'].every((n) => field.args.some((a) => a.name === n)),
  );
