import { StripeApiError, invalidRequest } from '../http/errors.ts';
import type { ApiDefinition, Endpoint } from './types.ts';

// `expand[]` paths, checked against the response types of the API definition before the
// request runs. https://docs.stripe.com/expand: each segment must be expandable (or a nested
// object or list on the way to one), a list's items are reached with `data`, and a path has at
// most four segments, `data` included (`data.invoice.subscription.default_source` is the
// deepest on a list), otherwise Stripe answers e.g.
// "You cannot expand more than 4 levels of a property. Property: data.items.data.price.product"
// with code `property_expansion_max_depth`.

const MAX_DEPTH = 4;

function cannotExpand(path: string, hint?: string): StripeApiError {
  return invalidRequest(
    `This property cannot be expanded (${path}).${hint ? ` You may want to try expanding '${hint}' instead.` : ''}`,
  );
}

export function validateExpand(def: ApiDefinition, endpoint: Endpoint, paths: string[]): void {
  for (const path of paths) {
    const segments = path.split('.');
    if (segments.length > MAX_DEPTH) {
      throw invalidRequest(
        `You cannot expand more than ${MAX_DEPTH} levels of a property. Property: ${path}`,
        undefined,
        'property_expansion_max_depth',
      );
    }
    let at: { type: string; list?: true | undefined } = endpoint.response;
    segments.forEach((segment, i) => {
      const walked = segments.slice(0, i + 1).join('.');
      const last = i === segments.length - 1;
      if (at.list) {
        if (segment !== 'data' || last) {
          throw cannotExpand(walked, i === 0 && segment !== 'data' ? `data.${path}` : undefined);
        }
        at = { type: at.type };
        return;
      }
      const field = def.types[at.type]?.fields[segment];
      if (!field || (last && !field.expandable)) throw cannotExpand(walked);
      at = { type: field.type, list: field.list };
    });
  }
}
