import { LineIcon } from '../../../components/ui/LineIcon';
import { AppleMark, GoogleMark } from '../../../components/ui/ProviderMarks';
import type { AccountProviderId } from '../model/provider-rows';

/** Small brand marks for the sign-in methods (decorative: the name is always next to them). */
export function ProviderIcon({ providerId }: { providerId: AccountProviderId }) {
  if (providerId === 'google.com') return <GoogleMark />;
  if (providerId === 'apple.com') return <AppleMark />;
  return <LineIcon d="M3 6h18v12H3z M3 6l9 7 9-7" size={22} strokeLinejoin="round" />;
}
