import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionForm } from '../../../components/ActionForm';
import { ImageField } from '../../../components/ImageField';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { UPDATE_CREATOR } from '../api/creators';
import { CreatorNameFields } from './CreatorNameFields';

/** Names and icon can change; the slug cannot (fans' links and Stripe metadata name it). */
export function EditCreatorForm({ creator }: { creator: { id: number; name: string; englishName: string } }) {
  const [update] = useMutation(UPDATE_CREATOR);
  const { form, text } = useFormFields({ name: creator.name, englishName: creator.englishName });
  const [icon, setIcon] = useState<ImageUpload | null>(null);
  const action = useAction(async () => {
    await update({
      variables: {
        input: { id: creator.id, name: form.name.trim(), englishName: form.englishName.trim(), icon },
      },
    });
    return '保存しました。';
  });
  return (
    <ActionForm action={action} card submitLabel="保存" busyLabel="保存中…">
      <CreatorNameFields text={text} />
      <ImageField label="新しいアイコン画像（任意）" onChange={setIcon} />
    </ActionForm>
  );
}
