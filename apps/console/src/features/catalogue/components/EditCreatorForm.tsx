import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { ActionForm } from '../../../components/ActionForm';
import { TextField } from '../../../components/Field';
import { ImageField } from '../../../components/ImageField';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { UPDATE_CREATOR } from '../api/creators';

/** Names and icon can change; the slug cannot (fans' links and Stripe metadata name it). */
export function EditCreatorForm({ creator }: { creator: { id: number; name: string; englishName: string } }) {
  const [update] = useMutation(UPDATE_CREATOR);
  const [name, setName] = useState(creator.name);
  const [englishName, setEnglishName] = useState(creator.englishName);
  const [icon, setIcon] = useState<ImageUpload | null>(null);
  const action = useAction(async () => {
    await update({
      variables: { input: { id: creator.id, name: name.trim(), englishName: englishName.trim(), icon } },
    });
    return '保存しました。';
  });
  return (
    <ActionForm action={action} card submitLabel="保存" busyLabel="保存中…">
      <TextField
        label="名前"
        value={name}
        onChange={(e) => setName(e.target.value)}
        required
        maxLength={40}
      />
      <TextField
        label="英語名"
        value={englishName}
        onChange={(e) => setEnglishName(e.target.value)}
        required
        maxLength={60}
      />
      <ImageField label="新しいアイコン画像（任意）" onChange={setIcon} />
    </ActionForm>
  );
}
