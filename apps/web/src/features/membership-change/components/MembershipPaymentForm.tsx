import { checkEmail, pricesForMethod, renewalDate } from '@fan/shared';
import { useReducer, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import type { SavedCard } from '../../../entities/payment/api/saved-card';
import type { PaymentCurrentMembership, PaymentTier } from '../api/membership-payment';
import { usePayMembership } from '../api/pay-membership';
import { membershipBreakdown } from '../model/membership-breakdown';
import { changePaymentType, membershipPaymentMode } from '../model/membership-payment-mode';
import { membershipPayMethods } from '../model/membership-pay-methods';
import {
  canProceedMembership,
  selectionReducer,
  type SelectionEvent,
} from '../model/membership-payment-state';
import { savedCardRequired } from '../../../entities/payment/model/saved-card-required';
import { PriceBreakdownView } from '../../../entities/payment/components/PriceBreakdownView';
import { EmailField } from '../../../components/ui/EmailField';
import { PaymentMethodRadio } from '../../../entities/payment/components/PaymentMethodRadio';
import { MembershipNotices } from './MembershipNotices';
import { MembershipPeriodSelect } from './MembershipPeriodSelect';
import { MembershipRenewalDate } from './MembershipRenewalDate';
import { PayConfirmation } from '../../../entities/payment/components/PayConfirmation';
import styles from './MembershipPayment.module.css';

interface MembershipPaymentFormProps {
  contributorId: number;
  tier: PaymentTier;
  membership: PaymentCurrentMembership | null;
  card: SavedCard | null;
  initialEmail: string;
}

export function MembershipPaymentForm({
  contributorId,
  tier,
  membership,
  card,
  initialEmail,
}: MembershipPaymentFormProps) {
  const navigate = useNavigate();
  const prices = tier.subscriptionPricesConnection.nodes;
  const mode = membershipPaymentMode(tier);
  const memberMethod = membership?.paymentMethod === 'konbini' ? 'konbini' : 'card';
  const { available: methods, reasons } = membershipPayMethods(mode, prices, memberMethod);
  const [selection, dispatch] = useReducer(selectionReducer, { method: methods[0] ?? 'card', priceId: null });
  const [confirming, setConfirming] = useState(false);
  const [now] = useState(() => new Date());
  const email = useValidatedField(checkEmail, initialEmail);
  const payment = usePayMembership();

  // A konbini plan change has no voucher now: it is confirmed on /payments/managements (decision 044).
  const konbiniChange = mode !== 'register' && selection.method === 'konbini';
  const options = pricesForMethod(prices, selection.method);
  const price = options.find((p) => p.stripePriceId === selection.priceId) ?? null;
  const current =
    membership?.currentPrice && membership.nextBillingDate
      ? {
          intervalMonths: membership.currentPrice.interval,
          nextBillingDate: new Date(membership.nextBillingDate),
        }
      : null;
  // A konbini change applies at the next renewal, whatever the period.
  const renewal = !price
    ? null
    : konbiniChange && current
      ? current.nextBillingDate
      : renewalDate(now, price.interval, current);
  const breakdown = price ? membershipBreakdown(price, selection.method) : null;

  const change = (event: SelectionEvent) => {
    dispatch(event);
    setConfirming(false);
  };
  const proceed = () => {
    if (!price || !renewal) return;
    if (mode !== 'register' && (konbiniChange || card)) {
      const state = { prices: [price.stripePriceId], paymentType: changePaymentType(mode), contributorId };
      void navigate('/payments/managements', { state });
    } else if (selection.method === 'konbini') {
      void payment.payByKonbini(price.stripePriceId, email.value.trim(), {
        previousPriceInterval: membership?.currentPrice?.interval ?? null,
        nextPriceInterval: price.interval,
        nextBillingDate: renewal.toISOString(),
      });
    } else if (!card) void navigate('/payments/card/details');
    else setConfirming(true);
  };

  const t = ja.membershipPayment;
  if (!card && savedCardRequired(methods)) return <Navigate to="/payments/card/details" replace />;
  return (
    <div className={styles.form}>
      <PaymentMethodRadio
        name="membership-pay-method"
        value={selection.method}
        available={methods}
        reasons={reasons}
        onChange={(method) => change({ type: 'method', method })}
      />
      <MembershipPeriodSelect
        prices={options}
        method={selection.method}
        value={selection.priceId}
        onChange={(priceId) => change({ type: 'price', priceId })}
      />
      {renewal && <MembershipRenewalDate date={renewal} />}
      {breakdown && <PriceBreakdownView itemLabel={ja.membershipPayment.planPrice} lines={breakdown} />}
      {selection.method === 'konbini' && !konbiniChange && (
        // Where the konbini voucher is e-mailed (saved to the profile before paying).
        <EmailField field={email} hint={ja.membershipPayment.konbiniEmailHint} />
      )}
      <MembershipNotices method={selection.method} mode={mode} />
      {confirming && card && price ? (
        <PayConfirmation
          last4={card.last4}
          paying={payment.inFlight}
          onPay={() => void payment.payByCard([price.stripePriceId], 'recurring_payment')}
        />
      ) : (
        <Button
          fullWidth
          disabled={
            // A konbini change sends no voucher now, so it needs no e-mail.
            !canProceedMembership(selection, konbiniChange ? null : email.value, email.error) ||
            payment.inFlight
          }
          aria-busy={payment.inFlight || undefined}
          onClick={proceed}
        >
          {payment.inFlight
            ? t.processing
            : mode !== 'register'
              ? t.proceedChange
              : selection.method === 'konbini'
                ? t.proceedKonbini
                : t.proceedCard}
        </Button>
      )}
    </div>
  );
}
