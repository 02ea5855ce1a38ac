import { useApolloClient } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/ui/toast-context';
import { failureMessage, routedCodeOf } from '../../../lib/graphql-errors';
import * as ja from '../../../messages/ja';
import { withIntentKey } from '../../../lib/intent-key';
import { REDEEM_COUPON } from './promotion-documents';

/** Spec section 8: success or not, the fan lands on /home with a toast saying which. */
export function useRedeemCoupon() {
  const client = useApolloClient();
  const toast = useToast();
  const navigate = useNavigate();
  // A ref as well as state: two quick taps run before React re-renders the disabled button.
  const running = useRef(false);
  const [inFlight, setInFlight] = useState(false);

  const redeem = async (type: string, code: string) => {
    if (running.current) return;
    running.current = true;
    setInFlight(true);
    try {
      const { data } = await withIntentKey(`redeemCoupon:${type}:${code}`, (idempotencyKey) =>
        client.mutate({ mutation: REDEEM_COUPON, variables: { type, code, idempotencyKey } }),
      );
      if (!data) throw new Error('no redeem result');
      toast.success(ja.promotion.redeemed(data.redeemCoupon.coupon.amount.toLocaleString('ja-JP')));
    } catch (e) {
      // Maintenance / terms / sign-out are routed by the Apollo error link.
      if (routedCodeOf(e)) return;
      toast.error(failureMessage(e, ja.promotion.invalid));
    }
    navigate('/home', { replace: true });
  };

  return { redeem, inFlight };
}
