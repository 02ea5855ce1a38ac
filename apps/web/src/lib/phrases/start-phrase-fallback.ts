// Japanese line breaking between phrases (「ファンのための／場所」, never 「ファンのた／めの場所」).
// Browsers with `word-break: auto-phrase` (Chromium) do it from global.css; the others (Safari,
// Firefox) load BudouX's phrase model on demand and get zero-width spaces between phrases.

/** Loads the fallback only where the browser cannot break between phrases itself. */
export function startPhraseFallback(root: HTMLElement): void {
  if (typeof CSS === 'undefined' || CSS.supports('word-break', 'auto-phrase')) return;
  void import('./phrase-breaks').then(({ watchPhraseBreaks }) => watchPhraseBreaks(root));
}
