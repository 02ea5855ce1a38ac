import { jaModel, Parser } from 'budoux';

// Applied to the page's text nodes in place (React keeps its references to them and overwrites their
// text on its next change, which the observer then breaks again). Zero-width spaces are the break
// opportunities; `.phrase-fallback` in global.css keeps the rest of a phrase together.
const ZWSP = '\u200B';
const JAPANESE = /[\u3040-\u30ff\u3400-\u9fff\uff66-\uff9f]/;
// Text a fan types, copies or reads as code keeps its exact characters.
const SKIP = 'input, textarea, script, style, code, pre, [contenteditable], [data-no-phrase]';

export type PhraseSplitter = Pick<Parser, 'parse'>;

/** The text with a zero-width space between its phrases (idempotent). */
export function withPhraseBreaks(text: string, parser: PhraseSplitter): string {
  if (!JAPANESE.test(text)) return text;
  return parser.parse(text.replaceAll(ZWSP, '')).join(ZWSP);
}

function breakTextNode(node: Text, parser: PhraseSplitter) {
  if (node.parentElement?.closest(SKIP)) return;
  const broken = withPhraseBreaks(node.data, parser);
  if (broken !== node.data) node.data = broken;
}

/** Breaks every text node under `root`. */
export function insertPhraseBreaks(root: Node, parser: PhraseSplitter): void {
  if (root.nodeType === Node.TEXT_NODE) return breakTextNode(root as Text, parser);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) breakTextNode(node as Text, parser);
}

/** Breaks the page now and whatever React renders or changes later. */
export function watchPhraseBreaks(root: HTMLElement, parser: PhraseSplitter = new Parser(jaModel)) {
  document.documentElement.classList.add('phrase-fallback');
  insertPhraseBreaks(root, parser);
  const observer = new MutationObserver((records) => {
    for (const record of records)
      if (record.type === 'characterData') insertPhraseBreaks(record.target, parser);
      else record.addedNodes.forEach((node) => insertPhraseBreaks(node, parser));
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return () => observer.disconnect();
}
