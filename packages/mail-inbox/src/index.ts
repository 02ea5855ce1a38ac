import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname } from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { inboxPage } from './inbox-page.ts';
import type { InboxMessage } from './message.ts';

export type { InboxMessage } from './message.ts';

export interface MailInbox {
  /** smtp://host:port, what SMTP_URL is set to. */
  readonly smtpUrl: string;
  /** The page (and /messages.json). */
  readonly url: string;
  messages(to?: string): InboxMessage[];
  /** Resolves when `count` messages (to `to`) have arrived, or rejects after `timeoutMs`. */
  waitFor(count: number, options?: { to?: string; timeoutMs?: number }): Promise<InboxMessage[]>;
  /** From now on every message is refused with `code` (e.g. 451) until called with null. */
  refuse(code: number | null): void;
  close(): Promise<void>;
}

export interface MailInboxOptions {
  host?: string;
  /** 0: any free port. */
  smtpPort?: number;
  /** 0: any free port; null: no page (tests that read messages() only). */
  httpPort?: number | null;
  /** Messages kept across restarts, one JSON a line. */
  dataFile?: string;
}

/**
 * A local capture inbox: a real SMTP server (nodemailer's smtp-server) that accepts every message,
 * parses it with mailparser and shows it on a page in Japanese, as a fan's mail program would.
 */
export async function startMailInbox(options: MailInboxOptions = {}): Promise<MailInbox> {
  const host = options.host ?? '127.0.0.1';
  const kept: InboxMessage[] = options.dataFile ? load(options.dataFile) : [];
  const waiters = new Set<() => void>();
  let refusal: number | null = null;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      if (refusal !== null) {
        stream.resume();
        const error = Object.assign(new Error('temporarily refused by the inbox'), { responseCode: refusal });
        stream.on('end', () => callback(error));
        return;
      }
      simpleParser(stream)
        .then((parsed) => {
          const message: InboxMessage = {
            seq: kept.length + 1,
            receivedAt: new Date().toISOString(),
            messageId: parsed.messageId ?? null,
            from: parsed.from?.text ?? '',
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : null,
            contentType: String(parsed.headers.get('content-type') ? contentTypeOf(parsed) : ''),
          };
          kept.push(message);
          if (options.dataFile) appendFileSync(options.dataFile, `${JSON.stringify(message)}\n`);
          for (const wake of waiters) wake();
          callback(null, `queued as ${message.seq}`);
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  const filter = (to?: string) => (to ? kept.filter((m) => m.to.includes(to.toLowerCase())) : kept.slice());

  let http: Server | null = null;
  let url = '';
  if (options.httpPort !== null) {
    http = createServer((req, res) => {
      const u = new URL(req.url ?? '/', 'http://inbox');
      const to = u.searchParams.get('to') ?? undefined;
      if (u.pathname === '/messages.json') {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        return res.end(JSON.stringify(filter(to)));
      }
      if (u.pathname === '/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(inboxPage(filter(to).reverse(), to));
      }
      res.writeHead(404).end();
    });
    await new Promise<void>((resolve, reject) => {
      http!.once('error', reject);
      http!.listen(options.httpPort ?? 0, host, () => resolve());
    });
    url = `http://${host}:${(http.address() as AddressInfo).port}/`;
  }

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    url,
    messages: filter,
    refuse: (code) => void (refusal = code),
    waitFor(count, { to, timeoutMs = 10_000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = filter(to);
          if (found.length < count) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`inbox: ${filter(to).length} of ${count} messages after ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (http) await new Promise<void>((resolve) => http!.close(() => resolve()));
    },
  };
}

function contentTypeOf(parsed: Awaited<ReturnType<typeof simpleParser>>): string {
  const value = parsed.headers.get('content-type') as { value?: string } | string | undefined;
  return typeof value === 'string' ? value : (value?.value ?? '');
}

function load(file: string): InboxMessage[] {
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as InboxMessage);
}
