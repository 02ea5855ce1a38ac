import type { InboxMessage } from './message.ts';

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const jst = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The inbox as a fan's mail program shows it: newest first, each with its subject, from, to and text. */
export function inboxPage(messages: InboxMessage[], to?: string): string {
  const items = messages
    .map(
      (m) => `<article>
  <h2>${escape(m.subject || '(件名なし)')}</h2>
  <dl>
    <dt>差出人</dt><dd>${escape(m.from)}</dd>
    <dt>宛先</dt><dd>${escape(m.to.join(', '))}</dd>
    <dt>受信日時</dt><dd>${escape(jst.format(new Date(m.receivedAt)))}</dd>
  </dl>
  <pre>${escape(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>受信トレイ（開発用）</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0; padding: 12px; background: #f4f4f5; color: #18181b; }
  h1 { font-size: 18px; } h2 { font-size: 16px; margin: 0 0 8px; }
  article { background: #fff; border-radius: 8px; padding: 12px; margin-bottom: 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 8px; font-size: 13px; margin: 0 0 8px; }
  dt { color: #71717a; } dd { margin: 0; overflow-wrap: anywhere; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; font-size: 14px; margin: 0; }
</style></head>
<body>
<h1>受信トレイ（開発用）${to ? ` — ${escape(to)}` : ''}</h1>
<p>この環境で送られたメールです（${messages.length}通）。JSON: <a href="/messages.json">/messages.json</a></p>
${items || '<p>まだメールはありません。</p>'}
</body></html>`;
}
