// What every mail shares: yen, Japan-time dates, the links into the fan app, the footer, and HTML
// escaping for the names a fan or a creator chose.

export interface MailContext {
  /** The fan app's origin (PUBLIC_WEB_URL), without a trailing slash needed. */
  webUrl: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html?: string;
}

export const SERVICE = 'VFan';

export const yen = (n: number) => `${n.toLocaleString('ja-JP')}円`;

export const points = (n: number) => `${n.toLocaleString('ja-JP')}pt`;

const jstDateTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const jstDate = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** e.g. 2026年12月3日 23:59（日本時間） */
export const jstDateTimeText = (iso: string) => `${jstDateTime.format(new Date(iso))}（日本時間）`;

/** e.g. 2026年12月3日 */
export const jstDateText = (iso: string) => jstDate.format(new Date(iso));

export const methodText = (method: 'card' | 'konbini') =>
  method === 'card' ? 'クレジットカード' : 'コンビニ払い';

export const link = (ctx: MailContext, path: string) => `${ctx.webUrl.replace(/\/+$/, '')}${path}`;

/** The receipt (領収書) of a payment id as the fan's payment history names it. */
export const receiptLink = (ctx: MailContext, paymentId: string) =>
  link(ctx, `/payments/history/${encodeURIComponent(paymentId)}/receipt`);

// Transactional only (特定電子メール法 covers advertising mail; decision 049): no offers, no news.
const FOOTER = [
  '――――',
  `このメールは、${SERVICE}でのお手続きをお知らせするため自動で送信しています。`,
  'このメールへの返信はできません。お心当たりのない場合は、このメールを破棄してください。',
  SERVICE,
];

/** The body: a greeting, the lines given, and the footer, as text/plain. */
export const body = (lines: readonly string[]) =>
  [`${SERVICE}をご利用いただきありがとうございます。`, '', ...lines, '', ...FOOTER].join('\n') + '\n';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * The same body as HTML: every line escaped (a creator's or fan's name can hold any characters), a
 * link made only of the lines that are one of our own https/http links.
 */
export function htmlOf(text: string): string {
  const lines = text
    .trimEnd()
    .split('\n')
    .map((line) => {
      const escaped = escapeHtml(line);
      return /^https?:\/\/\S+$/.test(line) ? `<a href="${escaped}">${escaped}</a>` : escaped;
    });
  return `<!doctype html><html lang="ja"><head><meta charset="utf-8"></head><body><p style="white-space:pre-wrap;font-family:sans-serif">${lines.join('<br>\n')}</p></body></html>\n`;
}
