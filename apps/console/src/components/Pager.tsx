import { Button } from './Button';

/** Previous and next page of a keyset-paged list, with where the operator is. */
export function Pager({
  label,
  page,
  hasNext,
  busy,
  onPrevious,
  onNext,
}: {
  label: string;
  page: number;
  hasNext: boolean;
  busy?: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <nav aria-label={`${label}のページ`} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Button variant="secondary" small disabled={page === 1 || busy} onClick={onPrevious}>
        前のページ
      </Button>
      <span>{page}ページ目</span>
      <Button variant="secondary" small disabled={!hasNext || busy} onClick={onNext}>
        次のページ
      </Button>
    </nav>
  );
}
