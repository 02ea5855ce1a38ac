import { StripeApiError } from '../http/errors.ts';
import type { Param, Params } from '../http/form.ts';
import {
  emptyParam,
  invalidEnum,
  invalidInteger,
  invalidValue,
  missingParam,
  unknownParam,
} from './param-errors.ts';
import type { ParamField, ParamSchema } from './types.ts';

// Checks a parsed form against an endpoint's parameters from the API definition, as Stripe
// does before anything runs: unknown names, missing required ones, enum values, scalar types.
// Names in errors are the wire names, e.g. `items[0][price_data][product_data]`.

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

function isParams(v: Param | undefined): v is Params {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Accepted beyond the definition (Stripe.js's own params): wire names, enum values by wire name. */
export interface Extras {
  names: ReadonlySet<string>;
  values: Readonly<Record<string, readonly string[]>>;
}

export const NO_EXTRAS: Extras = { names: new Set(), values: {} };

export function validateParams(fields: Record<string, ParamField>, body: Params, extra: Extras): void {
  checkObject(fields, body, '', extra);
}

function child(prefix: string, key: string): string {
  return prefix ? `${prefix}[${key}]` : key;
}

function checkObject(fields: Record<string, ParamField>, value: Params, prefix: string, extra: Extras): void {
  for (const [key, v] of Object.entries(value)) {
    const name = child(prefix, key);
    const field = fields[key];
    if (!field) {
      if (extra.names.has(name)) continue;
      throw unknownParam(name);
    }
    check(field.schema, v, name, extra);
  }
  for (const [key, field] of Object.entries(fields)) {
    if (field.required && value[key] === undefined) throw missingParam(child(prefix, key));
  }
}

function check(schema: ParamSchema, value: Param, name: string, extra: Extras): void {
  if (value === '') {
    if (acceptsEmpty(schema)) return;
    throw emptyParam(name);
  }
  switch (schema.type) {
    case 'union': {
      let first: unknown;
      for (const alt of schema.anyOf) {
        try {
          check(alt, value, name, extra);
          return;
        } catch (e) {
          if (!(e instanceof StripeApiError)) throw e;
          first ??= e;
        }
      }
      throw first;
    }
    case 'string':
      if (typeof value !== 'string') throw invalidValue(name, 'string', value);
      return;
    case 'decimal':
    case 'number':
      if (typeof value !== 'string' || !NUMBER.test(value)) throw invalidValue(name, schema.type, value);
      return;
    case 'integer':
      if (typeof value !== 'string' || !INTEGER.test(value)) {
        throw invalidInteger(name, typeof value === 'string' ? value : JSON.stringify(value));
      }
      return;
    case 'boolean':
      if (value !== 'true' && value !== 'false') throw invalidValue(name, 'boolean', value);
      return;
    case 'enum':
      if (typeof value !== 'string') throw invalidEnum(name, schema.values);
      if (!schema.values.includes(value) && !extra.values[name]?.includes(value)) {
        throw invalidEnum(name, schema.values);
      }
      return;
    case 'object':
      if (!isParams(value)) throw invalidValue(name, 'object', value);
      checkObject(schema.properties, value, name, extra);
      return;
    case 'map':
      if (!isParams(value)) throw invalidValue(name, 'hash', value);
      for (const [k, v] of Object.entries(value)) check(schema.values, v, child(name, k), extra);
      return;
    case 'array': {
      // `items[0]=…` arrives as an array; sparse indices (`items[1]` alone) as an object.
      const items = Array.isArray(value)
        ? value.map((v, i) => [String(i), v] as const)
        : isParams(value) && Object.keys(value).every((k) => INTEGER.test(k))
          ? Object.entries(value)
          : undefined;
      if (!items) throw invalidValue(name, 'array', value);
      for (const [i, v] of items) check(schema.items, v, child(name, i), extra);
      return;
    }
  }
}

function acceptsEmpty(schema: ParamSchema): boolean {
  if (schema.emptyable) return true;
  return schema.type === 'union' && schema.anyOf.some(acceptsEmpty);
}
