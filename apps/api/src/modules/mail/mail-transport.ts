import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  messageId: string;
}

export interface SmtpAnswer {
  response: string;
}

export type MailTransport = (mail: OutgoingMail) => Promise<SmtpAnswer>;

const transports = new Map<string, Transporter>();

/**
 * nodemailer over SMTP to `smtpUrl` (smtp://[user:pass@]host:port, smtps:// for implicit TLS), one
 * transporter per URL and process. Short timeouts: a hung relay fails the attempt, which is retried.
 */
export function mailTransport(smtpUrl: string): MailTransport {
  let transporter = transports.get(smtpUrl);
  if (!transporter) {
    const url = new URL(smtpUrl);
    transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
      secure: url.protocol === 'smtps:',
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(smtpUrl, transporter);
  }
  const t = transporter;
  return async (mail) => {
    const info = await t.sendMail({
      ...mail,
      // An automatic, transactional message (RFC 3834): no auto-replies back to it.
      headers: { 'Auto-Submitted': 'auto-generated' },
      textEncoding: 'base64',
    });
    return { response: String(info.response ?? '') };
  };
}
