import { useQuery } from '@apollo/client/react';
import { Loading } from '../../../components/ui/Loading';
import { useQueryErrorRedirect } from '../../../lib/use-query-error-redirect';
import { PAYMENT_METHOD } from '../../../entities/payment/api/saved-card';
import { LISTENER_EMAIL } from '../../../entities/payment/api/listener-email';
import { POINT_PACKAGE } from '../api/point-package';
import { PointPackageSummary } from './PointPackageSummary';
import { PointPaymentForm } from './PointPaymentForm';

/** Loads the package, the saved card and the e-mail, then shows the form (prefilled once). */
export function PointPaymentContent({ tierId }: { tierId: number }) {
  const pkg = useQuery(POINT_PACKAGE, { variables: { tierId } });
  const card = useQuery(PAYMENT_METHOD);
  const profile = useQuery(LISTENER_EMAIL);
  useQueryErrorRedirect(pkg.error ?? card.error ?? profile.error);

  if (!pkg.data || !card.data || !profile.data) return <Loading />;
  return (
    <>
      <PointPackageSummary tier={pkg.data.tier} />
      <PointPaymentForm
        key={pkg.data.tier.id}
        tier={pkg.data.tier}
        card={card.data.paymentMethod}
        initialEmail={profile.data.listenerProfile.email ?? ''}
      />
    </>
  );
}
