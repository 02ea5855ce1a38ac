/** The sign-in methods of account settings, in the order the screen lists them. */
export const ACCOUNT_PROVIDERS = ['apple.com', 'google.com', 'password'] as const;
export type AccountProviderId = (typeof ACCOUNT_PROVIDERS)[number];

export const PROVIDER_PATHS: Record<AccountProviderId, string> = {
  'apple.com': '/account_settings/providers/apple',
  'google.com': '/account_settings/providers/google',
  password: '/account_settings/providers/email',
};

export interface ProviderInfo {
  providerId: string;
  email: string | null;
}

export interface ProviderRow {
  providerId: AccountProviderId;
  /** The linked account's e-mail; null when this method is not linked. */
  email: string | null;
  linked: boolean;
}

export function providerRows(linked: readonly ProviderInfo[]): ProviderRow[] {
  return ACCOUNT_PROVIDERS.map((providerId) => {
    const info = linked.find((p) => p.providerId === providerId);
    return { providerId, linked: info !== undefined, email: info?.email ?? null };
  });
}

/** Spec section 4: unlinking needs another way to sign in afterwards (two or more linked). */
export function canUnlink(linked: readonly ProviderInfo[]): boolean {
  return linked.filter((p) => (ACCOUNT_PROVIDERS as readonly string[]).includes(p.providerId)).length >= 2;
}
