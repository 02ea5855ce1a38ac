import { ProviderDetail } from '../components/ProviderDetail';

export default function GoogleProviderPage() {
  return <ProviderDetail providerId="google.com" />;
}
