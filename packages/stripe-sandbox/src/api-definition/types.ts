// Shape of stripe-api.json, the definition generated from the installed `stripe` SDK's
// declarations (scripts/generate-api-definition.ts). The validators read it at request time.

/** A request parameter's value. `emptyable`: `''` is accepted too (Stripe's way to unset). */
export type ParamSchema = (
  | { type: 'string' }
  /** Numeric strings as in `unit_amount_decimal` (the SDK's `Decimal`). */
  | { type: 'decimal' }
  | { type: 'integer' }
  /** Floats, e.g. `application_fee_percent`. */
  | { type: 'number' }
  | { type: 'boolean' }
  | { type: 'enum'; values: string[] }
  | { type: 'object'; properties: Record<string, ParamField> }
  /** Free-form keys, e.g. `metadata`. */
  | { type: 'map'; values: ParamSchema }
  | { type: 'array'; items: ParamSchema }
  /** Several shapes, e.g. `trial_end`: `'now'` or a timestamp. */
  | { type: 'union'; anyOf: ParamSchema[] }
) & { emptyable?: true };

export interface ParamField {
  required: boolean;
  schema: ParamSchema;
}

/** How a response field can be walked by an `expand[]` path. */
export interface ResponseField {
  /** Named in `expand[]` to replace an id by its object, or to include a field left out by default. */
  expandable: boolean;
  /** The type the field holds (after expansion); a key of `ApiDefinition.types`. */
  type: string;
  /** `true` for an `ApiList` (paths step into its items with `data`), `false` for a plain array or object. */
  list?: true;
}

export interface ResponseType {
  /** Only the fields an expansion path can go through; any other field cannot be expanded. */
  fields: Record<string, ResponseField>;
}

export interface Endpoint {
  /** The SDK method that calls it, e.g. `subscriptions.update`. */
  sdkMethod: string;
  params: Record<string, ParamField>;
  /** The response type (a key of `types`); `list`: the response is an `ApiList` of it. */
  response: { type: string; list?: true };
}

export interface ApiDefinition {
  apiVersion: string;
  sdkVersion: string;
  /** `"POST /v1/subscriptions/:id"` -> endpoint. */
  endpoints: Record<string, Endpoint>;
  types: Record<string, ResponseType>;
}
