// Stripe.js loader. In dev/test VITE_STRIPE_JS_URL points at the sandbox's stand-in script;
// loadStripe (pure) then uses the window.Stripe that script defines instead of fetching Stripe's.
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { env } from './env';

let stripePromise: Promise<Stripe | null> | undefined;

function injectScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`Stripe.js could not be loaded from ${src}`));
    document.head.appendChild(script);
  });
}

/** Loads Stripe.js once per page life; a failed load is forgotten so the next card screen retries. */
export function getStripe(): Promise<Stripe | null> {
  stripePromise ??= (env.stripe.jsUrl ? injectScript(env.stripe.jsUrl) : Promise.resolve())
    .then(() => loadStripe(env.stripe.publishableKey, { locale: 'ja' }))
    .catch((error: unknown) => {
      stripePromise = undefined;
      throw error;
    });
  return stripePromise;
}
