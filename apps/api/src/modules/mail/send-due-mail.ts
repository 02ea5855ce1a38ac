import { randomUUID } from 'node:crypto';
import type { Services } from '../../services';
import { acquireLease, releaseLease } from '../reconcile/job-leases.repository';
import { claimDueMail, markFailed, markSent, type OutboxRow } from './outbox.repository';
import { mailTransport, type MailTransport } from './mail-transport';
import { renderMail } from './templates';
import { mailFrom, messageIdOf } from './mail-identity';
import { retryDelaySeconds } from './retry-delay';
import { crashPoint } from '../../lib/crash-point';

const JOB = 'mail-sender';
const owner = `${process.pid}-${randomUUID()}`;
const BATCH = 20;

type SenderServices = Pick<Services, 'db' | 'config'>;

export interface SendCounts {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the outbox's due mail, on whichever instance holds the sender's lease (null elsewhere).
 * Each row was marked 'sending' before SMTP was spoken, so a crash between SMTP's 250 and the mark
 * leaves it due again after MAIL_SENDING_TIMEOUT_SECONDS; it is then resent with the same
 * Message-ID: at least once over SMTP, which receivers deduplicate to once (decision 049).
 */
export async function sendDueMail(
  services: SenderServices,
  transport: MailTransport | null = services.config.SMTP_URL ? mailTransport(services.config.SMTP_URL) : null,
): Promise<SendCounts | null> {
  if (!transport) return null; // no SMTP configured (tests that do not send): rows wait
  const { db, config } = services;
  if (!(await acquireLease(db, JOB, owner, config.MAIL_SENDING_TIMEOUT_SECONDS))) return null;
  const counts: SendCounts = { sent: 0, retrying: 0, failed: 0 };
  try {
    for (;;) {
      const rows = await claimDueMail(db, BATCH, config.MAIL_SENDING_TIMEOUT_SECONDS);
      // In the order they were caused (a voucher's number before its expiry); RETURNING has none.
      rows.sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime());
      for (const row of rows) counts[await sendOne(services, transport, row)]++;
      if (rows.length < BATCH) return counts;
      await acquireLease(db, JOB, owner, config.MAIL_SENDING_TIMEOUT_SECONDS);
    }
  } finally {
    await releaseLease(db, JOB, owner).catch(() => undefined);
  }
}

async function sendOne(
  { db, config }: SenderServices,
  transport: MailTransport,
  row: OutboxRow,
): Promise<keyof SendCounts> {
  const messageId = messageIdOf(row.id, config);
  let rendered;
  try {
    rendered = renderMail(row.template, row.data, { webUrl: config.PUBLIC_WEB_URL });
  } catch (error) {
    // A row no template can render will not render later either: given up, seen as stuck.
    await markFailed(db, row.id, { messageId, error: String(error), response: null, retrySeconds: null });
    return 'failed';
  }
  try {
    crashPoint('mail:before-smtp');
    const answer = await transport({ from: mailFrom(config), to: row.to_address, messageId, ...rendered });
    crashPoint('mail:after-smtp');
    await markSent(db, row.id, messageId, answer.response);
    return 'sent';
  } catch (error) {
    const smtp = error as { responseCode?: number; response?: string; message?: string };
    // 5xx is the server's final no (an unknown mailbox, a rejected sender); anything else may pass later.
    const permanent = typeof smtp.responseCode === 'number' && smtp.responseCode >= 500;
    await markFailed(db, row.id, {
      messageId,
      error: smtp.message ?? String(error),
      response: smtp.response ?? null,
      retrySeconds: permanent ? null : retryDelaySeconds(row.attempts, config.MAIL_RETRY_BASE_SECONDS),
    });
    return permanent ? 'failed' : 'retrying';
  }
}

/** At start-up and then every MAIL_INTERVAL_SECONDS; returns a stop function. */
export function startMailSender(services: SenderServices): () => void {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    running ??= sendDueMail(services)
      .then((counts) => {
        if (counts && counts.sent + counts.retrying + counts.failed > 0)
          console.log(`[mail] ${JSON.stringify(counts)}`);
      })
      .catch((error: unknown) => console.warn(`[mail] pass failed: ${String(error)}`))
      .finally(() => (running = null));
  };
  pass();
  const timer = setInterval(pass, services.config.MAIL_INTERVAL_SECONDS * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
