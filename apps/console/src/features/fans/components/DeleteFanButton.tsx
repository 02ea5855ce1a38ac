import { useMutation } from '@apollo/client/react';
import { Button } from '../../../components/Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogActions } from '../../../components/DialogActions';
import { TextField } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { LocalProblem } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { useDialogAction } from '../../../lib/use-dialog-action';
import { FAN_REFETCH } from '../api/fans';
import { CONSOLE_DELETE_FAN } from '../api/support';

/**
 * 退会 for a fan who asked by mail: a dialog that says what the deletion does (as the fan's own 退会
 * page does) and asks why, then the same deletion as the fan's, audited. Running it again is harmless:
 * the deletion is once per fan.
 */
export function DeleteFanButton({ fan }: { fan: { id: number; name: string } }) {
  const [remove] = useMutation(CONSOLE_DELETE_FAN, {
    refetchQueries: FAN_REFETCH,
    awaitRefetchQueries: true,
  });
  const { form, text } = useFormFields(() => ({ reason: '' }));
  const reason = form.reason.trim();
  const { dialog, actions, error, setOpen, setError } = useDialogAction(async () => {
    if (!reason) throw new LocalProblem('理由（ファンからの依頼の日付や問い合わせ番号）を入力してください。');
    await remove({ variables: { fanId: fan.id, reason } });
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        退会させる
      </Button>
      <Dialog
        {...dialog}
        title="ファンの依頼で退会させる"
        actions={<DialogActions {...actions} confirmLabel="退会させる" />}
      >
        <p>
          ファン #{fan.id}（{fan.name || '名前なし'}）のアカウントを削除します。Web
          のメンバーシップはすべて今すぐ終了し（返金なし）、 ポイントは失効し、保存済みカードと Stripe
          の顧客情報は削除されます。メールアドレスなどの個人情報は消え、支払いと
          ポイントの記録だけが残ります。元に戻せません。退会完了のメールがファンに届きます。
        </p>
        <TextField
          label="理由（依頼の日付・問い合わせ番号など。監査ログに残ります）"
          {...text('reason')}
          required
          maxLength={200}
        />
        {error && <Notice tone="error">{error}</Notice>}
      </Dialog>
    </>
  );
}
