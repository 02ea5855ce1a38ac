import { TextField } from '../../../components/Field';
import type { bindFields } from '../../../lib/use-form-fields';

type Text = ReturnType<typeof bindFields<{ name: string; englishName: string }>>['text'];

/** A creator's two names, as made and as edited: the limits are the API's. */
export function CreatorNameFields({ text }: { text: Text }) {
  return (
    <>
      <TextField label="名前" {...text('name')} required maxLength={40} />
      <TextField label="英語名" {...text('englishName')} required maxLength={60} />
    </>
  );
}
