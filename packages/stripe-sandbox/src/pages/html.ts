// Tiny HTML helpers for the hosted pages (no template engine needed).
export function esc(s: unknown): string {
  return String(s ?? '').replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function yen(n: number): string {
  return `¥${n.toLocaleString('ja-JP')}`;
}

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:16px;max-width:480px;color:#1a1f36;background:#f6f9fc}
h1{font-size:20px}.card{background:#fff;border-radius:8px;padding:16px;margin:12px 0;box-shadow:0 1px 3px rgba(0,0,0,.1)}
button{font-size:16px;padding:10px 14px;margin:4px 0;border-radius:6px;border:1px solid #635bff;background:#635bff;color:#fff;width:100%}
button.secondary{background:#fff;color:#635bff}table{width:100%;border-collapse:collapse}td,th{text-align:left;padding:4px 0;border-bottom:1px solid #eee}
.badge{display:inline-block;padding:2px 8px;border-radius:10px;background:#eee}.test{color:#a55;font-size:12px}
</style></head><body>${body}</body></html>`;
}
