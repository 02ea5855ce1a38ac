import { jaModel, Parser } from 'budoux';
import { afterEach, describe, expect, it } from 'vitest';
import { insertPhraseBreaks, watchPhraseBreaks, withPhraseBreaks } from './phrase-breaks';

const parser = new Parser(jaModel);
const visible = (text: string) => text.replaceAll('\u200B', '／');

describe('phrase breaks for browsers without auto-phrase', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.classList.remove('phrase-fallback');
  });

  it('puts a break between phrases only, and is idempotent', () => {
    const once = withPhraseBreaks('ファンのための場所です。', parser);
    expect(visible(once)).not.toContain('ファンのた／め');
    expect(once.replaceAll('\u200B', '')).toBe('ファンのための場所です。');
    expect(once.split('\u200B').length).toBeGreaterThan(1);
    expect(withPhraseBreaks(once, parser)).toBe(once);
    expect(withPhraseBreaks('fan@example.com', parser)).toBe('fan@example.com');
  });

  it('leaves what a fan types or copies alone', () => {
    document.body.innerHTML =
      '<p>今日はいい天気です</p><code>プロモーションコード</code><input value="入力中の文章です"><span data-no-phrase>そのままの文章です</span>';
    insertPhraseBreaks(document.body, parser);
    expect(document.querySelector('p')!.textContent).toContain('\u200B');
    expect(document.querySelector('code')!.textContent).toBe('プロモーションコード');
    expect(document.querySelector('span')!.textContent).toBe('そのままの文章です');
  });

  it('breaks text rendered or changed later', async () => {
    document.body.innerHTML = '<div id="root"><p>最初の文章です</p></div>';
    const root = document.getElementById('root')!;
    const stop = watchPhraseBreaks(root, parser);
    expect(document.documentElement.classList.contains('phrase-fallback')).toBe(true);
    const p = document.createElement('p');
    p.textContent = 'あとから表示された文章です';
    root.append(p);
    root.querySelector('p')!.firstChild!.nodeValue = '書き換えられた文章です';
    await new Promise((r) => setTimeout(r, 0));
    for (const node of root.querySelectorAll('p')) expect(node.textContent).toContain('\u200B');
    stop();
  });
});
