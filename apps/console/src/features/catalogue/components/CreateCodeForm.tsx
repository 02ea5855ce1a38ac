import { useMutation } from '@apollo/client/react';
import { ActionForm } from '../../../components/ActionForm';
import { TextField } from '../../../components/Field';
import { PointTypeSelect, type PointTypeOption } from '../../../components/PointTypeSelect';
import { isoToJstLocal, jstLocalToIso } from '../../../lib/format';
import { LocalProblem, useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_PROMOTION_CODES, CREATE_PROMOTION_CODE } from '../api/promotions';

/** A code that gives free points per redemption, up to a cap, between two JST times. */
export function CreateCodeForm({ pointTypes }: { pointTypes: readonly PointTypeOption[] }) {
  const [create] = useMutation(CREATE_PROMOTION_CODE, { refetchQueries: [CONSOLE_PROMOTION_CODES] });
  const { form, text } = useFormFields(() => ({
    code: '',
    name: '',
    pointTypeId: String(pointTypes[0]?.id ?? ''),
    amount: '',
    maxRedemptions: '',
    validFrom: isoToJstLocal(new Date()),
    validUntil: isoToJstLocal(new Date(Date.now() + 30 * 86_400_000)),
  }));
  const action = useAction(async () => {
    if (form.validUntil <= form.validFrom) throw new LocalProblem('終了日時は開始日時より後にしてください。');
    await create({
      variables: {
        input: {
          code: form.code.trim().toUpperCase(),
          name: form.name.trim(),
          pointTypeId: Number(form.pointTypeId),
          amount: Number(form.amount),
          maxRedemptions: Number(form.maxRedemptions),
          validFrom: jstLocalToIso(form.validFrom),
          validUntil: jstLocalToIso(form.validUntil),
        },
      },
    });
    return `コード ${form.code.trim().toUpperCase()} を作成しました。`;
  });
  return (
    <ActionForm action={action} card submitLabel="コードを作成" busyLabel="作成中…">
      <TextField
        label="コード"
        hint="英大文字・数字（入力は大文字小文字を区別しません）"
        {...text('code')}
        required
      />
      <TextField label="キャンペーン名" {...text('name')} required maxLength={60} />
      <PointTypeSelect pointTypes={pointTypes} {...text('pointTypeId')} />
      <TextField label="1回あたりの無償ポイント" type="number" min={1} {...text('amount')} required />
      <TextField label="利用上限（回）" type="number" min={1} {...text('maxRedemptions')} required />
      <TextField label="開始（日本時間）" type="datetime-local" {...text('validFrom')} required />
      <TextField label="終了（日本時間）" type="datetime-local" {...text('validUntil')} required />
    </ActionForm>
  );
}
