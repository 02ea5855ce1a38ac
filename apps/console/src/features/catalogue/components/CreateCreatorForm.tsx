import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionForm } from '../../../components/ActionForm';
import { TextField } from '../../../components/Field';
import { ImageField } from '../../../components/ImageField';
import type { ImageUpload } from '../../../lib/image-upload';
import { useAction } from '../../../lib/use-action';
import { useFormFields } from '../../../lib/use-form-fields';
import { CONSOLE_CREATORS, CREATE_CREATOR } from '../api/creators';
import { CreatorNameFields } from './CreatorNameFields';

/** A new creator: names, slug, and an uploaded icon or the generated one's two colours. */
export function CreateCreatorForm() {
  const navigate = useNavigate();
  const [create] = useMutation(CREATE_CREATOR, { refetchQueries: [CONSOLE_CREATORS] });
  const { form, text } = useFormFields({
    name: '',
    englishName: '',
    slug: '',
    from: '#d1127a',
    to: '#6a3df0',
  });
  const [icon, setIcon] = useState<ImageUpload | null>(null);
  const action = useAction(async () => {
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
  return (
    <ActionForm action={action} card submitLabel="クリエイターを作成" busyLabel="作成中…">
      <CreatorNameFields text={text} />
      <TextField
        label="スラッグ"
        hint="英小文字・数字・ハイフン（URL などに使う識別子。あとから変えられません）"
        {...text('slug')}
        required
        pattern="[a-z0-9][a-z0-9-]{0,39}"
      />
      <ImageField label="アイコン画像（任意）" onChange={setIcon} />
      {!icon && (
        <>
          <TextField label="アイコンの色（開始）" type="color" {...text('from')} />
          <TextField label="アイコンの色（終了）" type="color" {...text('to')} />
        </>
      )}
    </ActionForm>
  );
}
