import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionForm } from '../../../components/ActionForm';
import { TextField } from '../../../components/Field';
import { ImageField } from '../../../components/ImageField';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_POINT_TYPES, CREATE_POINT_TYPE } from '../api/points';

const EMPTY = { key: '', name: '', displayName: '', unit: 'pt', couponType: '' };

/** A new kind of point (its own balances, packages and promotion codes). */
export function CreatePointTypeForm() {
  const [create] = useMutation(CREATE_POINT_TYPE, { refetchQueries: [CONSOLE_POINT_TYPES] });
  const { form, text, setForm } = useFormFields(EMPTY);
  const [image, setImage] = useState<ImageUpload | null>(null);
  const action = useAction(async () => {
    await create({ variables: { input: { ...form, image } } });
    setForm(EMPTY);
    return `ポイントの種類「${form.name}」を作成しました。`;
  });
  return (
    <ActionForm action={action} card submitLabel="ポイントの種類を作成" busyLabel="作成中…">
      <TextField label="キー" hint="英小文字・数字・_" {...text('key')} required />
      <TextField label="名前" {...text('name')} required />
      <TextField label="表示名" {...text('displayName')} required />
      <TextField label="単位" {...text('unit')} required maxLength={8} />
      <TextField label="クーポン種別" hint="英小文字・数字・_" {...text('couponType')} required />
      <ImageField label="画像（任意）" onChange={setImage} />
    </ActionForm>
  );
}
