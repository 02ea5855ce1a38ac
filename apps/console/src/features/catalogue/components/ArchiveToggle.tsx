import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { ConfirmButton } from '../../../components/ConfirmButton';

/** An archive or unarchive mutation: it takes the row's id. */
type ByIdMutation = TypedDocumentNode<unknown, { id: number }>;

interface ArchiveToggleProps {
  /** What is archived, as the dialog names it: 「クリエイター「雪村ユキ」」. */
  subject: string;
  archived: boolean;
  /** What archiving does to fans and members (the API's rule, decision 020). */
  effect: string;
  id: number;
  archive: ByIdMutation;
  unarchive: ByIdMutation;
}

/** Archive (stop offering) or unarchive (offer again, as it was); nothing is deleted. */
export function ArchiveToggle({ subject, archived, effect, id, archive, unarchive }: ArchiveToggleProps) {
  const [onArchive] = useMutation(archive, { variables: { id } });
  const [onUnarchive] = useMutation(unarchive, { variables: { id } });
  return archived ? (
    <ConfirmButton
      small
      label="アーカイブを解除"
      title={`${subject}のアーカイブを解除しますか？`}
      confirmLabel="解除する"
      onConfirm={async () => void (await onUnarchive())}
    >
      <p>{subject}を、アーカイブ前と同じ内容でふたたびファンに提供します。</p>
    </ConfirmButton>
  ) : (
    <ConfirmButton
      small
      danger
      label="アーカイブ"
      title={`${subject}をアーカイブしますか？`}
      confirmLabel="アーカイブする"
      onConfirm={async () => void (await onArchive())}
    >
      <p>{effect}</p>
      <p>削除はされません。あとから「アーカイブを解除」で元に戻せます。</p>
    </ConfirmButton>
  );
}
