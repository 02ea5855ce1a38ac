import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormStatus } from '../../../components/FormStatus';
import { ImageField } from '../../../components/ImageField';
import { pageStyles } from '../../../components/Page';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { CONSOLE_CREATORS, CREATE_CREATOR } from '../api/creators';

/** A new creator: names, slug, and an uploaded icon or the generated one's two colours. */
export function CreateCreatorForm() {
  const navigate = useNavigate();
  const [create] = useMutation(CREATE_CREATOR, { refetchQueries: [CONSOLE_CREATORS] });
  const [form, setForm] = useState({ name: '', englishName: '', slug: '', from: '#d1127a', to: '#6a3df0' });
  const [icon, setIcon] = useState<ImageUpload | null>(null);
  const { run, busy, error, done } = useAction(async () => {
    const { data } = await create({
      variables: {
        input: {
          name: form.name.trim(),
          englishName: form.englishName.trim(),
          slug: form.slug.trim(),
          ...(icon ? { icon } : { iconColors: [form.from, form.to] }),
        },
      },
    });
    if (data) navigate(`/creators/${data.createCreator.id}`);
  });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });
  return (
    <form
      className={`${pageStyles.card} ${pageStyles.form}`}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        void run();
      }}
    >
      <TextField label="名前" value={form.name} onChange={set('name')} required maxLength={40} />
      <TextField
        label="英語名"
        value={form.englishName}
        onChange={set('englishName')}
        required
        maxLength={60}
      />
      <TextField
        label="スラッグ"
        hint="英小文字・数字・ハイフン（URL などに使う識別子。あとから変えられません）"
        value={form.slug}
        onChange={set('slug')}
        required
        pattern="[a-z0-9][a-z0-9-]{0,39}"
      />
      <ImageField label="アイコン画像（任意）" onChange={setIcon} />
      {!icon && (
        <>
          <TextField label="アイコンの色（開始）" type="color" value={form.from} onChange={set('from')} />
          <TextField label="アイコンの色（終了）" type="color" value={form.to} onChange={set('to')} />
        </>
      )}
      <div className={pageStyles.formWide}>
        <Button type="submit" disabled={busy}>
          {busy ? '作成中…' : 'クリエイターを作成'}
        </Button>
      </div>
      <div className={pageStyles.formWide}>
        <FormStatus error={error} done={done} />
      </div>
    </form>
  );
}
