import { ACCOUNT_PROVIDERS, type AccountProviderId, type ProviderInfo } from './provider-rows';

/** /account_settings/providers/apple|google|email state (spec section 2): what the list already knew. */
export interface ProviderRouteState {
  providers: ProviderInfo[];
  id: AccountProviderId;
  email: string | null;
}

const field = (state: unknown, key: string): unknown =>
  state && typeof state === 'object' ? (state as Record<string, unknown>)[key] : undefined;

const isInfo = (p: unknown): p is ProviderInfo =>
  typeof field(p, 'providerId') === 'string' &&
  (field(p, 'email') === null || typeof field(p, 'email') === 'string');

/** The state when it is well formed and names this page's provider; null otherwise (opened directly). */
export function providerRouteState(state: unknown, providerId: AccountProviderId): ProviderRouteState | null {
  const providers = field(state, 'providers');
  const id = field(state, 'id');
  const email = field(state, 'email');
  if (id !== providerId || !(ACCOUNT_PROVIDERS as readonly unknown[]).includes(id)) return null;
  if (!Array.isArray(providers) || !providers.every(isInfo)) return null;
  if (email !== null && typeof email !== 'string') return null;
  return { providers, id: providerId, email };
}

/** /email/update state: the current e-mail, shown before Firebase has loaded. */
export function emailUpdateState(state: unknown): string | null {
  const email = field(state, 'email');
  return typeof email === 'string' && email.length > 0 ? email : null;
}
