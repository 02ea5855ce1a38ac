import ts from 'typescript';
import type { ParamField, ParamSchema } from '../../src/api-definition/types.ts';

// Request parameters from the SDK's `XxxCreateParams`/`XxxUpdateParams`/`XxxListParams`/...
// interfaces, resolved by the type checker (so `extends PaginationParams` and aliases such as
// `Emptyable<T>` and `MetadataParam` come out resolved).

// The SDK types every number as `number`; Stripe's spec has integers and a few floats. Floats
// are the `*_percent*` fields (e.g. `application_fee_percent`); everything else is an integer.
const FLOAT_NAME = /percent/;

export function paramFields(checker: ts.TypeChecker, type: ts.Type): Record<string, ParamField> {
  const out: Record<string, ParamField> = {};
  const props = checker.getPropertiesOfType(type).slice();
  props.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const prop of props) {
    const decl = prop.valueDeclaration ?? prop.declarations?.[0];
    if (!decl) continue;
    const t = checker.getTypeOfSymbolAtLocation(prop, decl);
    out[prop.name] = {
      required: (prop.flags & ts.SymbolFlags.Optional) === 0,
      schema: paramSchema(checker, t, prop.name),
    };
  }
  return out;
}

// `Emptyable<T>` is `null | '' | T`; the SDK sends `null` as `''` too, so both mean "unset".
function isEmptyString(t: ts.Type): boolean {
  return (t.isStringLiteral() && t.value === '') || (t.flags & ts.TypeFlags.Null) !== 0;
}

export function paramSchema(checker: ts.TypeChecker, type: ts.Type, name: string): ParamSchema {
  const members = type.isUnion() ? type.types : [type];
  const kept = members.filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) && !isEmptyString(t),
  );
  const emptyable = members.some(isEmptyString);
  const schema = ofMembers(checker, kept, name);
  return emptyable ? { ...schema, emptyable: true } : schema;
}

function ofMembers(checker: ts.TypeChecker, members: ts.Type[], name: string): ParamSchema {
  const literals = members.filter((t) => t.isStringLiteral()) as ts.StringLiteralType[];
  const booleans = members.filter((t) => t.flags & ts.TypeFlags.BooleanLiteral);
  // Enums are `'a' | 'b' | OtherString`: the SDK's open-enum marker, for values added after its
  // release. The enum is taken as the listed values (a newer value is refused: stricter).
  const rest = members.filter(
    (t) =>
      !t.isStringLiteral() &&
      !(t.flags & ts.TypeFlags.BooleanLiteral) &&
      !(literals.length > 0 && isOtherString(t)),
  );
  const parts: ParamSchema[] = [];
  const hasString = rest.some((t) => t.flags & ts.TypeFlags.String);
  if (literals.length > 0 && !hasString) {
    parts.push({ type: 'enum', values: literals.map((l) => l.value).sort() });
  }
  if (booleans.length > 0) parts.push({ type: 'boolean' });
  for (const t of rest) parts.push(single(checker, t, name));
  const unique = dedupe(parts);
  if (unique.length === 1) return unique[0]!;
  if (unique.length === 0) return { type: 'string' };
  return { type: 'union', anyOf: unique };
}

function dedupe(parts: ParamSchema[]): ParamSchema[] {
  const seen = new Set<string>();
  return parts.filter((p) => {
    const k = JSON.stringify(p);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

function isOtherString(t: ts.Type): boolean {
  return t.isIntersection() && t.types.some((x) => x.flags & ts.TypeFlags.String);
}

function single(checker: ts.TypeChecker, t: ts.Type, name: string): ParamSchema {
  if (t.flags & ts.TypeFlags.String || isOtherString(t)) return { type: 'string' };
  if (t.flags & ts.TypeFlags.Number) return { type: FLOAT_NAME.test(name) ? 'number' : 'integer' };
  if (t.flags & ts.TypeFlags.Boolean) return { type: 'boolean' };
  const symbolName = t.aliasSymbol?.name ?? t.getSymbol()?.name;
  if (symbolName === 'Decimal') return { type: 'decimal' };
  if (checker.isArrayType(t)) {
    const item = checker.getTypeArguments(t as ts.TypeReference)[0];
    return { type: 'array', items: item ? paramSchema(checker, item, name) : { type: 'string' } };
  }
  const index = checker.getIndexInfoOfType(t, ts.IndexKind.String);
  if (index && checker.getPropertiesOfType(t).length === 0) {
    return { type: 'map', values: paramSchema(checker, index.type, name) };
  }
  if (t.flags & ts.TypeFlags.Object) return { type: 'object', properties: paramFields(checker, t) };
  throw new Error(`Unsupported parameter type for ${name}: ${checker.typeToString(t)}`);
}
