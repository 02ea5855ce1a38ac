/** The federated providers of the spec, by Firebase providerId. */
export type SocialProviderId = 'google.com' | 'apple.com';

export const SOCIAL_PROVIDER_NAMES: Record<SocialProviderId, string> = {
  'google.com': 'Google',
  'apple.com': 'Apple',
};
