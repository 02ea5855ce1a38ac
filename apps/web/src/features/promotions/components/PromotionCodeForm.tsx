import { checkPromotionCode, PROMOTION_CODE_MAX_LENGTH } from '@fan/shared';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { fieldErrorMessage } from '../../../lib/field-error-message';
import { useValidatedField } from '../../../lib/use-validated-field';
import * as ja from '../../../messages/ja';
import { useRedeemCoupon } from '../api/use-redeem-coupon';
import styles from './PromotionCodeForm.module.css';

export function PromotionCodeForm({ couponType }: { couponType: string }) {
  const code = useValidatedField(checkPromotionCode);
  const { redeem, inFlight } = useRedeemCoupon();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!code.error) void redeem(couponType, code.value.trim());
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={ja.promotion.field}
        error={fieldErrorMessage(ja.promotion.field, code.shownError)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        // One over the limit still goes in, so the fan sees the length message instead of a silent cut.
        maxLength={PROMOTION_CODE_MAX_LENGTH * 2}
        {...code.inputProps}
      />
      <Button
        type="submit"
        fullWidth
        disabled={code.error !== null || inFlight}
        aria-busy={inFlight || undefined}
      >
        {inFlight ? ja.promotion.submitting : ja.promotion.submit}
      </Button>
    </form>
  );
}
