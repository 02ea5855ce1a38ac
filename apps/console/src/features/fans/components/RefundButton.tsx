import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogActions } from '../../../components/DialogActions';
import { Notice } from '../../../components/Notice';
import { TextField } from '../../../components/Field';
import { formatCount, formatJst, formatYen } from '../../../lib/format';
import { LocalProblem } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { useDialogAction } from '../../../lib/use-dialog-action';
import { FAN_REFETCH } from '../api/fans';
import { CONSOLE_REFUND } from '../api/support';

interface Purchase {
  id: string;
  amount: number;
  price: number;
  createdAt: string;
  stripePaymentIntentId: string | null;
}

/**
 * Refunds one card purchase after a dialog that says exactly what happens. Once per purchase: the
 * button ignores a second click while the first runs, and the API refunds a purchase at most once
 * (its Stripe key is derived from the purchase; a repeat is refused as already refunded).
 */
export function RefundButton({ purchase, unit }: { purchase: Purchase; unit: string }) {
  const [refund] = useMutation(CONSOLE_REFUND, {
    refetchQueries: FAN_REFETCH,
    awaitRefetchQueries: true,
  });
  const { form, text } = useFormFields({ reason: '' });
  const reason = form.reason;
  const { dialog, actions, error, setOpen } = useDialogAction(async () => {
    if (!reason.trim()) throw new LocalProblem('返金の理由を入力してください。');
    await refund({ variables: { purchaseId: purchase.id, reason: reason.trim() } });
  });
  const points = `${formatCount(purchase.amount)}${unit}`;
  return (
    <>
      <Button small variant="danger" onClick={() => setOpen(true)}>
        返金
      </Button>
      <Dialog
        {...dialog}
        title="この購入を返金しますか？"
        actions={
          <DialogActions {...actions} confirmLabel={`${formatYen(purchase.price)}を返金する`} danger />
        }
      >
        <p>
          {formatJst(purchase.createdAt)}の購入（{points}、カード {formatYen(purchase.price)}）を返金します。
        </p>
        <ul>
          <li>
            Stripe で支払い {purchase.stripePaymentIntentId ?? ''} の全額 {formatYen(purchase.price)}{' '}
            を返金します。
          </li>
          <li>ファンの有償ポイントから {points} を差し引きます（使われていれば返金されません）。</li>
          <li>ファンのポイント履歴に「{formatCount(purchase.amount)}pt購入の返金」と表示されます。</li>
          <li>この操作は取り消せません。操作ログに記録されます。</li>
        </ul>
        <TextField label="返金の理由（操作ログに残ります）" {...text('reason')} required maxLength={200} />
        {error && <Notice tone="error">{error}</Notice>}
      </Dialog>
    </>
  );
}
