import { AppleMark, GoogleMark } from '../../../components/ui/ProviderMarks';
import type { AccountProviderId } from '../model/provider-rows';

/** Small brand marks for the sign-in methods (decorative: the name is always next to them). */
export function ProviderIcon({ providerId }: { providerId: AccountProviderId }) {
  if (providerId === 'google.com') return <GoogleMark />;
  if (providerId === 'apple.com') return <AppleMark />;
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M3 6h18v12H3z M3 6l9 7 9-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}
