import { unauthorized } from './errors.ts';
import { str, type Params } from './form.ts';
import type { KeyKind } from './router.ts';

// Secret key as `Authorization: Bearer sk_...` (the SDK) or Basic (curl -u); Stripe.js sends
// the publishable key as the `key` form field.
export function authenticate(
  header: string | undefined,
  body: Params,
  keys: { secretKey: string; publishableKey: string },
): { kind: KeyKind; key: string } {
  let key: string | undefined;
  if (header?.startsWith('Bearer ')) key = header.slice(7).trim();
  else if (header?.startsWith('Basic '))
    key = Buffer.from(header.slice(6), 'base64').toString().split(':')[0];
  key ??= str(body, 'key');
  if (!key) {
    throw unauthorized(
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (key === keys.secretKey) return { kind: 'secret', key };
  if (key === keys.publishableKey) return { kind: 'publishable', key };
  const masked =
    key.length > 8 ? `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}` : key;
  throw unauthorized(`Invalid API Key provided: ${masked}`);
}
