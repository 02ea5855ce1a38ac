import {
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import type { GraphQLArgument, GraphQLInputField, GraphQLInputType, GraphQLSchema } from 'graphql';
import { badInput } from '../lib/domain-error';
import { catchResolved } from './catch-resolved';

/** Longest string any argument may carry; specific rules (names, codes, keys) are stricter still. */
export const MAX_STRING_LENGTH = 1000;
/** Longest list any argument may carry. */
export const MAX_LIST_LENGTH = 100;
// C0 controls and DEL. No argument is multi-line text today, so tab and newline are refused too.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
// With the u flag a surrogate pair is one code point, so only an unpaired half matches.
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Why a string argument is refused, or null when it is acceptable text. */
export function textProblem(value: string): string | null {
  if (value.length > MAX_STRING_LENGTH) return `${MAX_STRING_LENGTH}文字以内で入力してください。`;
  if (CONTROL.test(value)) return '使用できない制御文字が含まれています。';
  if (LONE_SURROGATE.test(value)) return '正しくない文字が含まれています。';
  return null;
}

/**
 * The one place every string argument of every field is checked (control characters, lone
 * surrogates, length, list length) before any resolver runs: each resolver is wrapped once here.
 */
export function guardArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((a) => carriesText(a.type))) continue;
      const resolve = field.resolve ?? defaultFieldResolver;
      const args = field.args;
      field.resolve = (source, values, context, info) => {
        for (const arg of args) check(arg, values[arg.name]);
        return catchResolved(() => resolve(source, values, context, info), rethrowCoded);
      };
    }
  }
  return schema;
}

function check(def: GraphQLArgument | GraphQLInputField, value: unknown, type: GraphQLInputType = def.type) {
  if (value === null || value === undefined) return;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const list = value as unknown[];
    if (list.length > MAX_LIST_LENGTH)
      throw badInput(def.name, `${MAX_LIST_LENGTH}件以内で指定してください。`);
    for (const item of list) check(def, item, inner.ofType);
    return;
  }
  if (isInputObjectType(inner)) {
    const fields = inner.getFields();
    for (const [name, v] of Object.entries(value as Record<string, unknown>))
      if (fields[name]) check(fields[name], v);
    return;
  }
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) throw badInput(def.name, problem);
  }
}

/** Pothos's own argument errors (a cursor that is not one, `first: -1`) are the caller's input. */
function rethrowCoded(error: unknown): never {
  if ((error as Error | undefined)?.name !== 'PothosValidationError') throw error;
  const message = (error as Error).message;
  const field = /"(first|last)"/.exec(message)?.[1] ?? 'cursor';
  throw badInput(field, 'ページの指定が正しくありません。');
}

// Strings (String, ID, custom scalars parsed from strings) anywhere in the argument's type.
function carriesText(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (!isInputObjectType(named))
    return named.name !== 'Int' && named.name !== 'Float' && named.name !== 'Boolean';
  if (seen.has(named.name)) return false;
  seen.add(named.name);
  return Object.values(named.getFields()).some((f) => carriesText(f.type, seen));
}
