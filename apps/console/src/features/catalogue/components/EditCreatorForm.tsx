import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormStatus } from '../../../components/FormStatus';
import { ImageField } from '../../../components/ImageField';
import { pageStyles } from '../../../components/Page';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { UPDATE_CREATOR } from '../api/creators';

/** Names and icon can change; the slug cannot (fans' links and Stripe metadata name it). */
export function EditCreatorForm({ creator }: { creator: { id: number; name: string; englishName: string } }) {
  const [update] = useMutation(UPDATE_CREATOR);
  const [name, setName] = useState(creator.name);
  const [englishName, setEnglishName] = useState(creator.englishName);
  const [icon, setIcon] = useState<ImageUpload | null>(null);
  const { run, busy, error, done } = useAction(async () => {
    await update({
      variables: { input: { id: creator.id, name: name.trim(), englishName: englishName.trim(), icon } },
    });
    return '保存しました。';
  });
  return (
    <form
      className={`${pageStyles.card} ${pageStyles.form}`}
      onSubmit={(e) => {
        e.preventDefault();
        void run();
      }}
    >
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
      <div className={pageStyles.formWide}>
        <Button type="submit" disabled={busy}>
          {busy ? '保存中…' : '保存'}
        </Button>
      </div>
      <div className={pageStyles.formWide}>
        <FormStatus error={error} done={done} />
      </div>
    </form>
  );
}
