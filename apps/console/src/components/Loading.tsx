/** While a screen's first answer is on its way. */
export function Loading({ label = '読み込み中…' }: { label?: string }) {
  return (
    <p role="status" aria-live="polite">
      {label}
    </p>
  );
}
