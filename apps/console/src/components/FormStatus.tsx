import { Notice } from './Notice';

/** Under a form: the refusal or the success line of its last submit. */
export function FormStatus({ error, done }: { error: string | null; done: string | null }) {
  if (error) return <Notice tone="error">{error}</Notice>;
  if (done) return <Notice tone="success">{done}</Notice>;
  return null;
}
