import type { Services } from '../../services';

/**
 * Stripe's time. In live and test mode that is the clock (the API's `now`; in tests the harness's).
 * Under npm start against the local sandbox (development only), the sandbox's own clock, which
 * `/_sandbox/advance` moves: reminders due then come without waiting on the wall clock.
 */
export async function stripeNow(services: Pick<Services, 'config' | 'now'>): Promise<Date> {
  const { config } = services;
  if (config.NODE_ENV !== 'development' || !config.STRIPE_API_HOST) return services.now();
  const base = `${config.STRIPE_API_PROTOCOL ?? 'https'}://${config.STRIPE_API_HOST}:${config.STRIPE_API_PORT ?? 443}`;
  try {
    const answer = await fetch(`${base}/_sandbox/time`, { signal: AbortSignal.timeout(2000) });
    const { now } = (await answer.json()) as { now: number };
    return new Date(now * 1000);
  } catch {
    return services.now(); // a sandbox without the control (or down): the wall clock
  }
}
