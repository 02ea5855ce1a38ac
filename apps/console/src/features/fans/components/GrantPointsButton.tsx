import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '@fan/web-kit/dialog';
import { DialogActions } from '../../../components/DialogActions';
import { TextField } from '../../../components/Field';
import { Notice } from '../../../components/Notice';
import { PointTypeSelect, type PointTypeOption } from '../../../components/PointTypeSelect';
import { formatCount } from '../../../lib/format';
import { withIntentKey } from '../../../lib/intent-key';
import { LocalProblem } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { useDialogAction } from '../../../lib/use-dialog-action';
import { FAN_REFETCH } from '../api/fans';
import { CONSOLE_GRANT_POINTS } from '../api/support';

/**
 * Grants free points after a dialog that states the grant. One idempotency key per intent (this fan,
 * kind, amount and reason), kept until the API answers for good: a double click, or a retry after a
 * lost answer, grants once.
 */
export function GrantPointsButton({
  fan,
  pointTypes,
}: {
  fan: { id: number; name: string };
  pointTypes: PointTypeOption[];
}) {
  const [grant] = useMutation(CONSOLE_GRANT_POINTS, {
    refetchQueries: FAN_REFETCH,
    awaitRefetchQueries: true,
  });
  const { form, text, setForm } = useFormFields(() => ({
    typeId: String(pointTypes[0]?.id ?? ''),
    amount: '',
    reason: '',
  }));
  const { reason } = form;
  const [done, setDone] = useState<string | null>(null);
  const type = pointTypes.find((t) => String(t.id) === form.typeId);
  const points = Number(form.amount);
  const valid =
    Boolean(type) && Number.isInteger(points) && points >= 1 && points <= 100_000 && reason.trim() !== '';
  const { dialog, actions, error, setOpen, setError } = useDialogAction(async () => {
    if (!valid || !type) throw new LocalProblem('ポイント数（1〜100,000）と理由を入力してください。');
    const input = { fanId: fan.id, pointTypeId: type.id, amount: points, reason: reason.trim() };
    const { data } = await withIntentKey(`grant:${JSON.stringify(input)}`, (idempotencyKey) =>
      grant({ variables: { input: { ...input, idempotencyKey } } }),
    );
    setDone(
      data?.grantPoints.posted === false
        ? 'この付与はすでに行われていました（二重には付与していません）。'
        : `${formatCount(points)}${type.unit}を付与しました。`,
    );
    setForm((current) => ({ ...current, amount: '', reason: '' }));
  });
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setDone(null);
          setError(null);
          setOpen(true);
        }}
      >
        ポイントを付与
      </Button>
      {done && <Notice tone="success">{done}</Notice>}
      <Dialog
        {...dialog}
        title="無償ポイントを付与"
        actions={
          <DialogActions
            {...actions}
            confirmLabel={valid && type ? `${formatCount(points)}${type.unit}を付与する` : '付与する'}
          />
        }
      >
        <PointTypeSelect pointTypes={pointTypes} {...text('typeId')} />
        <TextField label="ポイント数" type="number" min={1} max={100000} {...text('amount')} required />
        <TextField label="理由（ファンの履歴に表示されます）" {...text('reason')} required maxLength={60} />
        <p role="status">
          {valid && type
            ? `ファン #${fan.id}（${fan.name || '名前なし'}）に無償ポイント ${formatCount(points)}${type.unit} を付与します。ファンの履歴には「${reason.trim()}」と表示されます。取り消しはできません。`
            : 'ポイント数と理由を入力すると、付与する内容がここに表示されます。'}
        </p>
        {error && <Notice tone="error">{error}</Notice>}
      </Dialog>
    </>
  );
}
