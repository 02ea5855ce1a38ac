import { strArr, type Params } from '../http/form.ts';
import type { KeyKind } from '../http/router.ts';
import { definition, endpointFor } from './definition.ts';
import { STRIPE_JS_EXTRAS } from './stripe-js-params.ts';
import { validateExpand } from './validate-expand.ts';
import { NO_EXTRAS, validateParams } from './validate-params.ts';

/** Refuses (400, as Stripe) a `/v1` request whose parameters or `expand[]` Stripe would refuse. */
export function validateRequest(method: string, routePath: string, body: Params, keyKind: KeyKind): void {
  const endpoint = endpointFor(method, routePath);
  // Every route is in the definition (test/api-definition.test.ts); a new one needs a regeneration.
  if (!endpoint) throw new Error(`No API definition for ${method} ${routePath}: run npm run api-definition`);
  validateParams(endpoint.params, body, keyKind === 'publishable' ? STRIPE_JS_EXTRAS : NO_EXTRAS);
  validateExpand(definition, endpoint, strArr(body, 'expand'));
}
