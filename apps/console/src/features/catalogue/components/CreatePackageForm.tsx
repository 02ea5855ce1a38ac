import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionForm } from '../../../components/ActionForm';
import { TextField } from '../../../components/Field';
import { ImageField } from '../../../components/ImageField';
import { formatYen } from '../../../lib/format';
import type { ImageUpload } from '../../../lib/image-upload';
import { LocalProblem, useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_POINT_TYPES, CREATE_POINT_PACKAGE } from '../api/points';
import { KONBINI_YEN, packagePriceProblem } from '../model/price-rules';

/** A package of one kind of point, sold by card at its price and at a konbini at price + fee. */
export function CreatePackageForm({ pointTypeId, unit }: { pointTypeId: number; unit: string }) {
  const [create] = useMutation(CREATE_POINT_PACKAGE, {
    refetchQueries: [CONSOLE_POINT_TYPES],
    awaitRefetchQueries: true,
  });
  const { form, text, setForm } = useFormFields({ slug: '', amount: '', price: '', konbiniFee: '190' });
  const [image, setImage] = useState<ImageUpload | null>(null);
  const action = useAction(async () => {
    const input = {
      pointTypeId,
      slug: form.slug.trim(),
      amount: Number(form.amount),
      price: Number(form.price),
      konbiniFee: Number(form.konbiniFee),
      image,
    };
    const problem = packagePriceProblem(input);
    if (problem) throw new LocalProblem(problem);
    await create({ variables: { input } });
    setForm({ slug: '', amount: '', price: '', konbiniFee: form.konbiniFee });
    return `${input.amount.toLocaleString('ja-JP')}${unit}のパッケージを${formatYen(input.price)}で作成しました。`;
  });
  return (
    <ActionForm
      action={action}
      aria-label="パッケージを追加"
      submitLabel="パッケージを作成"
      busyLabel="作成中…"
    >
      <TextField label="パッケージのスラッグ" {...text('slug')} required />
      <TextField label={`ポイント数（${unit}）`} type="number" min={1} {...text('amount')} required />
      <TextField
        label="カード価格（円）"
        hint="¥50〜¥300,000（税込）"
        type="number"
        {...text('price')}
        required
      />
      <TextField
        label="コンビニ手数料（円）"
        hint={`コンビニ払いは価格＋手数料（${formatYen(KONBINI_YEN.min)}〜${formatYen(KONBINI_YEN.max)}）`}
        type="number"
        min={0}
        max={1000}
        {...text('konbiniFee')}
      />
      <ImageField label="画像（任意）" onChange={setImage} />
    </ActionForm>
  );
}
