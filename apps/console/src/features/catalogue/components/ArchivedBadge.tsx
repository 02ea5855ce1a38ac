import { formatJst } from '../../../lib/format';

/** 公開中, or アーカイブ済み with when. */
export function ArchivedBadge({ archivedAt }: { archivedAt: string | null }) {
  return archivedAt ? (
    <span className="badge badge-warn" title={formatJst(archivedAt)}>
      アーカイブ済み
    </span>
  ) : (
    <span className="badge badge-ok">公開中</span>
  );
}
