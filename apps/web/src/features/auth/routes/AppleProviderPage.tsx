import { ProviderDetail } from '../components/ProviderDetail';

export default function AppleProviderPage() {
  return <ProviderDetail providerId="apple.com" />;
}
