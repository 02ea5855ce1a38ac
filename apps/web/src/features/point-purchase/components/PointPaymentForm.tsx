import { checkEmail } from '@fan/shared';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import type { SavedCard } from '../../../entities/payment/api/saved-card';
import type { PayMethod } from '../../../entities/payment/model/pay-method';
import { usePayPoints } from '../api/pay-points';
import type { PointPackage } from '../api/point-package';
import { pointPriceBreakdown } from '../model/point-price-breakdown';
import { canProceedPointPayment } from '../model/point-proceed';
import { savedCardRequired } from '../../../entities/payment/model/saved-card-required';
import { PayConfirmation } from '../../../entities/payment/components/PayConfirmation';
import { PointKonbiniEmail } from './PointKonbiniEmail';
import { PointPurchaseTerms } from './PointPurchaseTerms';
import { PaymentMethodRadio } from '../../../entities/payment/components/PaymentMethodRadio';
import { PriceBreakdownView } from '../../../entities/payment/components/PriceBreakdownView';
import styles from './PointPayment.module.css';

interface PointPaymentFormProps {
  tier: PointPackage;
  card: SavedCard | null;
  initialEmail: string;
}

export function PointPaymentForm({ tier, card, initialEmail }: PointPaymentFormProps) {
  const navigate = useNavigate();
  const structures = tier.paymentStructuresConnection.nodes;
  const available = (['card', 'konbini'] as const).filter((m) => pointPriceBreakdown(structures, m));
  const [method, setMethod] = useState<PayMethod>(available[0] ?? 'card');
  const [confirming, setConfirming] = useState(false);
  const email = useValidatedField(checkEmail, initialEmail);
  const payment = usePayPoints();
  const breakdown = pointPriceBreakdown(structures, method);
  const priceId = breakdown?.structure.stripePriceId;

  const choose = (next: PayMethod) => {
    setMethod(next);
    setConfirming(false);
  };
  const proceed = () => {
    if (!priceId) return;
    if (method === 'konbini') void payment.payByKonbini(priceId, email.value.trim());
    else if (!card) void navigate('/payments/card/details');
    else setConfirming(true);
  };

  if (!card && savedCardRequired(available)) return <Navigate to="/payments/card/details" replace />;
  return (
    <div className={styles.form}>
      <PaymentMethodRadio
        name="point-pay-method"
        value={method}
        onChange={choose}
        available={available}
        reasons={{ card: ja.pointPayment.cardUnavailable, konbini: ja.pointPayment.konbiniUnavailable }}
      />
      {breakdown && <PriceBreakdownView itemLabel={ja.pointPayment.productPrice} lines={breakdown} />}
      {method === 'konbini' && <PointKonbiniEmail field={email} />}
      <PointPurchaseTerms />
      {confirming && card && priceId ? (
        <PayConfirmation
          last4={card.last4}
          paying={payment.inFlight}
          onPay={() => void payment.payByCard(priceId)}
        />
      ) : (
        <Button
          fullWidth
          disabled={!priceId || !canProceedPointPayment(method, email.error) || payment.inFlight}
          aria-busy={payment.inFlight || undefined}
          onClick={proceed}
        >
          {payment.inFlight
            ? ja.pointPayment.processing
            : method === 'konbini'
              ? ja.pointPayment.proceedKonbini
              : ja.pointPayment.proceedCard}
        </Button>
      )}
    </div>
  );
}
